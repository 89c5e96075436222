// Clinic appointments: booking, online registration, changing, what to bring, hours and insurance.
import { rules, type TemplateSource } from '../template';

export const clinic: TemplateSource = {
  id: 'clinic-appointments',
  scenario: 'customerSupport',
  fields: [
    { key: 'clinic_name', label: { tw: '診所名稱', en: 'Clinic name', cn: '诊所名称', jp: 'クリニック名' }, rules: rules.name(), example: { tw: '安心家醫科診所', en: 'Harbour Family Clinic', cn: '安心家医科诊所', jp: 'あんしん内科クリニック' } },
    {
      key: 'clinic_hours',
      label: { tw: '門診時間', en: 'Consulting hours', cn: '门诊时间', jp: '診療時間' },
      rules: rules.text(5, 150),
      example: { tw: '週一至週六 08:30–12:00、14:30–17:30', en: 'Mon–Sat 08:30–12:00 and 14:30–17:30', cn: '周一至周六 08:30–12:00、14:30–17:30', jp: '月〜土 8:30〜12:00、14:30〜17:30' },
    },
    { key: 'booking_phone', label: { tw: '掛號電話', en: 'Appointment phone', cn: '挂号电话', jp: '予約電話番号' }, rules: rules.phone(), example: '02-2388-5678' },
    { key: 'booking_url', label: { tw: '線上掛號網址', en: 'Online booking URL', cn: '在线挂号网址', jp: 'オンライン予約URL' }, rules: [{ kind: 'required' }, ...rules.url()], example: 'https://clinic.example.com/booking' },
    { key: 'arrive_minutes', type: 'number', label: { tw: '提早報到分鐘數', en: 'Arrive early by (minutes)', cn: '提前报到分钟数', jp: '受付の何分前' }, rules: rules.number(5, 60), example: '15' },
    {
      key: 'insurance_code',
      label: { tw: '健保特約代碼（10 碼）', en: 'Health insurance contract code (10 digits)', cn: '医保定点编码（10 位）', jp: '保険医療機関コード（10桁）' },
      rules: [{ kind: 'required' }, { kind: 'length', value: 10 }, { kind: 'regex', pattern: '^[0-9]+$' }],
      example: '3501234567',
    },
  ],
  text: {
    tw: {
      name: '診所掛號',
      description: '回答掛號、線上預約、改約、看診須知、門診時間與健保等問題。',
      groups: [
        [['怎麼掛號？', '我要預約看診', '可以電話掛號嗎？'], '請來電 {{booking_phone}} 或使用線上掛號 {{booking_url}}。'],
        [['可以線上掛號嗎？', '網路掛號網址？', '掛號網站是哪個？'], '可以，請到 {{booking_url}} 選擇醫師與時段。'],
        [['要怎麼取消掛號？', '我想改看診時間', '預約可以改嗎？'], '請於看診前來電 {{booking_phone}}，或在 {{booking_url}} 取消後重新預約。'],
        [['看診要帶什麼？', '需要帶健保卡嗎？', '初診要準備什麼？'], '請攜帶健保卡與身分證件；初診請提早到櫃台填寫基本資料。'],
        [['門診時間？', '今天有看診嗎？', '幾點看診？'], '{{clinic_name}} 的門診時間是 {{clinic_hours}}。'],
        [['要提早多久報到？', '幾點要到？', '報到時間？'], '請於預約時間前 {{arrive_minutes}} 分鐘到櫃台報到。'],
        [['有健保嗎？', '可以用健保看診嗎？', '是健保特約診所嗎？'], '{{clinic_name}} 是健保特約診所，特約代碼 {{insurance_code}}。'],
        [['過號怎麼辦？', '我錯過叫號了', '遲到還能看嗎？'], '過號請告知櫃台，將依現場順序安排看診。'],
        [['可以查看診進度嗎？', '現在看到幾號？', '還要等多久？'], '看診進度請來電 {{booking_phone}} 詢問。'],
      ],
    },
    en: {
      name: 'Clinic appointments',
      description: 'Answers questions about booking, online appointments, changes, what to bring, hours and insurance.',
      groups: [
        [['How do I make an appointment?', 'I want to see a doctor', 'Can I book by phone?'], 'Call {{booking_phone}} or book online at {{booking_url}}.'],
        [['Can I book online?', 'What is the online booking link?', 'Which website do I book on?'], 'Yes, go to {{booking_url}} and choose a doctor and a time.'],
        [['How do I cancel my appointment?', 'I want to change my appointment time', 'Can I reschedule?'], 'Call {{booking_phone}} before your visit, or cancel at {{booking_url}} and book again.'],
        [['What should I bring?', 'Do I need my insurance card?', 'What do I need for a first visit?'], 'Bring your health insurance card and ID; on a first visit please come early to fill in a form.'],
        [['What are your consulting hours?', 'Is the doctor in today?', 'When are you open?'], '{{clinic_name}} sees patients {{clinic_hours}}.'],
        [['How early should I arrive?', 'When should I check in?', 'What time should I be there?'], 'Please check in at the front desk {{arrive_minutes}} minutes before your appointment.'],
        [['Do you take health insurance?', 'Is the visit covered by insurance?', 'Are you an insurance clinic?'], '{{clinic_name}} is contracted with the national health insurance, code {{insurance_code}}.'],
        [['I missed my number', 'What if my number was called?', 'Can I still be seen if I am late?'], 'Tell the front desk; you will be seen in the order of the queue.'],
        [['Can I check the queue?', 'Which number is being seen now?', 'How long will I wait?'], 'Call {{booking_phone}} to ask how far the queue has got.'],
      ],
    },
    cn: {
      name: '诊所挂号',
      description: '回答挂号、在线预约、改约、就诊须知、门诊时间与医保等问题。',
      groups: [
        [['怎么挂号？', '我要预约看病', '可以电话挂号吗？'], '请拨打 {{booking_phone}} 或使用在线挂号 {{booking_url}}。'],
        [['可以在线挂号吗？', '网上挂号网址？', '挂号网站是哪个？'], '可以，请到 {{booking_url}} 选择医生与时段。'],
        [['怎么取消挂号？', '我想改就诊时间', '预约可以改吗？'], '请在就诊前拨打 {{booking_phone}}，或在 {{booking_url}} 取消后重新预约。'],
        [['看病要带什么？', '需要带医保卡吗？', '初诊要准备什么？'], '请携带医保卡与身份证件；初诊请提前到前台填写基本资料。'],
        [['门诊时间？', '今天有门诊吗？', '几点看诊？'], '{{clinic_name}} 的门诊时间是 {{clinic_hours}}。'],
        [['要提前多久报到？', '几点要到？', '报到时间？'], '请在预约时间前 {{arrive_minutes}} 分钟到前台报到。'],
        [['可以用医保吗？', '看病能走医保吗？', '是医保定点诊所吗？'], '{{clinic_name}} 是医保定点诊所，编码 {{insurance_code}}。'],
        [['过号怎么办？', '我错过叫号了', '迟到还能看吗？'], '过号请告知前台，将按现场顺序安排就诊。'],
        [['可以查就诊进度吗？', '现在看到几号？', '还要等多久？'], '就诊进度请拨打 {{booking_phone}} 询问。'],
      ],
    },
    jp: {
      name: 'クリニック予約',
      description: '予約、オンライン予約、変更、持ち物、診療時間、保険についての質問に答えます。',
      groups: [
        [['予約はどうすればいいですか？', '診察を受けたいです', '電話で予約できますか？'], '{{booking_phone}}へのお電話、またはオンライン予約（{{booking_url}}）をご利用ください。'],
        [['ネット予約はできますか？', 'オンライン予約のURLは？', '予約サイトはどこですか？'], 'はい。{{booking_url}}で医師と時間をお選びください。'],
        [['予約をキャンセルしたい', '診察時間を変更したい', '予約を変えられますか？'], '受診前に{{booking_phone}}へお電話いただくか、{{booking_url}}でキャンセルして取り直してください。'],
        [['何を持っていけばいいですか？', '保険証は必要ですか？', '初診の持ち物は？'], '保険証と身分証明書をお持ちください。初診の方は問診票記入のため早めにお越しください。'],
        [['診療時間は？', '今日は診察していますか？', '何時から診てもらえますか？'], '{{clinic_name}}の診療時間は{{clinic_hours}}です。'],
        [['何分前に行けばいいですか？', '受付は何時までに？', '到着時間の目安は？'], '予約時間の{{arrive_minutes}}分前までに受付をお済ませください。'],
        [['保険は使えますか？', '保険診療ですか？', '保険医療機関ですか？'], '{{clinic_name}}は保険医療機関です（コード{{insurance_code}}）。'],
        [['順番を過ぎてしまいました', '呼ばれたときにいませんでした', '遅れても診てもらえますか？'], '受付にお声がけください。順番に沿ってご案内します。'],
        [['今何番ですか？', '待ち状況を知りたい', 'あとどのくらい待ちますか？'], '待ち状況は{{booking_phone}}までお電話でお問い合わせください。'],
      ],
    },
  },
};
