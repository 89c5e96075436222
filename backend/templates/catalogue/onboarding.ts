// Staff onboarding (HR): the first day, documents, accounts, probation, pay day, leave and who to ask.
import { rules, type TemplateSource } from '../template';

export const onboarding: TemplateSource = {
  id: 'staff-onboarding',
  scenario: 'staffTraining',
  fields: [
    { key: 'company_name', label: { tw: '公司名稱', en: 'Company name', cn: '公司名称', jp: '会社名' }, rules: rules.name(), example: { tw: '星橋科技', en: 'Starbridge Ltd', cn: '星桥科技', jp: 'スターブリッジ株式会社' } },
    {
      key: 'first_day',
      label: { tw: '第一天報到時間地點', en: 'First day: time and place', cn: '第一天报到时间地点', jp: '初日の集合時間と場所' },
      rules: rules.text(5, 150),
      example: { tw: '上午 9:00，12 樓人資部', en: '9:00 am at HR on the 12th floor', cn: '上午 9:00，12 楼人事部', jp: '午前9時、12階の人事部' },
    },
    { key: 'hr_email', label: { tw: '人資信箱', en: 'HR e-mail', cn: '人事邮箱', jp: '人事部メール' }, rules: rules.email(), example: 'hr@example.com' },
    { key: 'hr_email_confirm', label: { tw: '再次輸入人資信箱', en: 'HR e-mail again', cn: '再次输入人事邮箱', jp: '人事部メール（確認）' }, rules: rules.matches('hr_email'), example: 'hr@example.com' },
    { key: 'hr_extension', label: { tw: '人資分機', en: 'HR extension', cn: '人事分机', jp: '人事部内線' }, rules: [{ kind: 'required' }, { kind: 'regex', pattern: '^[0-9]{2,6}$' }], example: '1203' },
    { key: 'probation_months', type: 'number', label: { tw: '試用期（月）', en: 'Probation (months)', cn: '试用期（月）', jp: '試用期間（か月）' }, rules: rules.number(1, 6), example: '3' },
    { key: 'payday', type: 'number', label: { tw: '每月發薪日', en: 'Pay day of the month', cn: '每月发薪日', jp: '毎月の給料日' }, rules: rules.number(1, 31), example: '5' },
    { key: 'it_helpdesk', label: { tw: 'IT 服務台', en: 'IT help desk', cn: 'IT 服务台', jp: 'ITヘルプデスク' }, rules: [{ kind: 'min', value: 3 }, { kind: 'max', value: 100 }], example: 'it@example.com' },
  ],
  text: {
    tw: {
      name: '新進員工報到（人資）',
      description: '回答新人報到、應備文件、帳號、試用期、發薪日與請假等問題。',
      groups: [
        [['第一天幾點報到？', '報到要去哪裡？', '第一天上班要做什麼？'], '歡迎加入 {{company_name}}！第一天請於 {{first_day}} 報到。'],
        [['報到要帶什麼？', '需要準備哪些文件？', '要交什麼資料？'], '請攜帶身分證、存摺封面影本與最高學歷證明，報到時交給人資。'],
        [['有問題要問誰？', '人資怎麼聯絡？', '人資信箱？'], '請寫信到 {{hr_email}}，或撥分機 {{hr_extension}}。'],
        [['試用期多久？', '什麼時候轉正？', '試用期有考核嗎？'], '試用期為 {{probation_months}} 個月，期滿由主管評核。'],
        [['幾號發薪水？', '薪水什麼時候入帳？', '發薪日是哪天？'], '每月 {{payday}} 日發薪，遇假日提前一個工作日。'],
        [['怎麼請假？', '請假流程？', '特休怎麼申請？'], '請在員工系統填寫假單並經主管核准；有疑問請問 {{hr_email}}。'],
        [['電腦帳號怎麼開？', '忘記密碼怎麼辦？', '沒有信箱帳號'], '帳號與設備問題請聯絡 IT 服務台：{{it_helpdesk}}。'],
        [['有服裝規定嗎？', '上班要穿什麼？', '可以穿便服嗎？'], '平日商務休閒即可，拜訪客戶時請穿著正式服裝。'],
        [['新人訓練什麼時候？', '有教育訓練嗎？', '要上哪些課？'], '第一週會安排新人訓練，詳細課表將由人資寄到您的信箱。'],
      ],
    },
    en: {
      name: 'Staff onboarding (HR)',
      description: 'Answers new starters about the first day, documents, accounts, probation, pay day and leave.',
      groups: [
        [['What time do I start on my first day?', 'Where do I go on day one?', 'What happens on the first day?'], 'Welcome to {{company_name}}! On your first day please come at {{first_day}}.'],
        [['What should I bring on my first day?', 'Which documents do I need?', 'What paperwork do I hand in?'], 'Bring your ID, a copy of your bank details and your highest diploma, and hand them to HR.'],
        [['Who do I ask if I have questions?', 'How do I contact HR?', 'What is the HR e-mail?'], 'Write to {{hr_email}} or call extension {{hr_extension}}.'],
        [['How long is the probation?', 'When does probation end?', 'Is there a probation review?'], 'Probation lasts {{probation_months}} months and ends with a review by your manager.'],
        [['When do we get paid?', 'When is my salary paid?', 'What is pay day?'], 'Salaries are paid on day {{payday}} of each month, one working day earlier if it falls on a holiday.'],
        [['How do I take leave?', 'How do I book a day off?', 'How do I apply for annual leave?'], 'Fill in a leave request in the staff system for your manager to approve; questions go to {{hr_email}}.'],
        [['How do I get my computer account?', 'I forgot my password', 'I have no e-mail account yet'], 'For accounts and equipment contact the IT help desk: {{it_helpdesk}}.'],
        [['Is there a dress code?', 'What should I wear to work?', 'Can I wear casual clothes?'], 'Business casual is fine on normal days; please dress formally when visiting clients.'],
        [['When is induction training?', 'Is there any training?', 'Which courses do I take?'], 'Induction training is in your first week; HR will e-mail you the schedule.'],
      ],
    },
    cn: {
      name: '新员工入职（人事）',
      description: '回答新人报到、所需材料、账号、试用期、发薪日与请假等问题。',
      groups: [
        [['第一天几点报到？', '报到要去哪里？', '第一天上班做什么？'], '欢迎加入 {{company_name}}！第一天请于 {{first_day}} 报到。'],
        [['报到要带什么？', '需要准备哪些材料？', '要交什么资料？'], '请携带身份证、银行卡复印件与最高学历证明，报到时交给人事。'],
        [['有问题问谁？', '人事怎么联系？', '人事邮箱？'], '请发邮件到 {{hr_email}}，或拨打分机 {{hr_extension}}。'],
        [['试用期多久？', '什么时候转正？', '试用期有考核吗？'], '试用期为 {{probation_months}} 个月，期满由主管考核。'],
        [['几号发工资？', '工资什么时候到账？', '发薪日是哪天？'], '每月 {{payday}} 日发薪，遇节假日提前一个工作日。'],
        [['怎么请假？', '请假流程？', '年假怎么申请？'], '请在员工系统填写请假单并经主管批准；有疑问请联系 {{hr_email}}。'],
        [['电脑账号怎么开？', '忘记密码怎么办？', '没有邮箱账号'], '账号与设备问题请联系 IT 服务台：{{it_helpdesk}}。'],
        [['有着装要求吗？', '上班穿什么？', '可以穿便装吗？'], '平时商务休闲即可，拜访客户时请穿正装。'],
        [['新人培训什么时候？', '有培训吗？', '要上哪些课？'], '第一周会安排新人培训，详细课表将由人事发送到您的邮箱。'],
      ],
    },
    jp: {
      name: '新入社員オンボーディング（人事）',
      description: '初日、必要書類、アカウント、試用期間、給料日、休暇についての新入社員の質問に答えます。',
      groups: [
        [['初日は何時に出社すればいいですか？', '初日はどこに行けばいいですか？', '初日は何をしますか？'], '{{company_name}}へようこそ！初日は{{first_day}}にお越しください。'],
        [['初日の持ち物は？', 'どんな書類が必要ですか？', '提出する書類は？'], '身分証明書、口座情報のコピー、最終学歴の証明書をお持ちになり、人事部へご提出ください。'],
        [['質問は誰にすればいいですか？', '人事部への連絡方法は？', '人事部のメールアドレスは？'], '{{hr_email}}へメール、または内線{{hr_extension}}へお電話ください。'],
        [['試用期間はどのくらいですか？', '本採用はいつですか？', '試用期間の評価はありますか？'], '試用期間は{{probation_months}}か月で、終了時に上司が評価します。'],
        [['給料日はいつですか？', '給与の振込日は？', '給料は何日に出ますか？'], '給与は毎月{{payday}}日に支払われます。休日の場合は前営業日です。'],
        [['休暇の取り方は？', '休みを申請したい', '有給休暇の申請方法は？'], '社内システムで休暇申請を出し、上司の承認を受けてください。ご不明点は{{hr_email}}へ。'],
        [['PCのアカウントはどうやって作りますか？', 'パスワードを忘れました', 'メールアカウントがありません'], 'アカウントや機器についてはITヘルプデスク（{{it_helpdesk}}）へご連絡ください。'],
        [['服装の決まりはありますか？', '何を着て出社すればいいですか？', '私服でもいいですか？'], '普段はビジネスカジュアルで構いません。顧客訪問時はフォーマルな服装でお願いします。'],
        [['新人研修はいつですか？', '研修はありますか？', 'どんな講座を受けますか？'], '最初の週に新人研修があります。日程は人事部からメールでお送りします。'],
      ],
    },
  },
};
