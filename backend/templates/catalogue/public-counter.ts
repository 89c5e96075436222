// A public-service counter: hours, address, documents, queue numbers, appointments, proxies and contact.
import { rules, type TemplateSource } from '../template';

export const publicCounter: TemplateSource = {
  id: 'public-counter',
  scenario: 'customerSupport',
  fields: [
    { key: 'office_name', label: { tw: '機關名稱', en: 'Office name', cn: '机关名称', jp: '窓口名' }, rules: rules.name(), example: { tw: '中正區戶政事務所', en: 'Zhongzheng Household Registration Office', cn: '中正区户政事务所', jp: '中正区戸籍事務所' } },
    {
      key: 'counter_hours',
      label: { tw: '櫃台服務時間', en: 'Counter hours', cn: '窗口服务时间', jp: '窓口受付時間' },
      rules: rules.text(5, 150),
      example: { tw: '週一至週五 08:30–17:30', en: 'Mon–Fri 08:30–17:30', cn: '周一至周五 08:30–17:30', jp: '月〜金 8:30〜17:30' },
    },
    { key: 'evening_hours', label: { tw: '夜間延長服務', en: 'Late opening', cn: '夜间延长服务', jp: '夜間延長窓口' }, rules: [{ kind: 'max', value: 100 }], example: { tw: '週三延長至 20:00', en: 'Wednesdays until 20:00', cn: '周三延长至 20:00', jp: '水曜日は20時まで' } },
    {
      key: 'address',
      label: { tw: '地址', en: 'Address', cn: '地址', jp: '住所' },
      rules: rules.text(5, 200),
      example: { tw: '台北市中正區市府路 1 號', en: '1 City Hall Rd., Zhongzheng Dist., Taipei', cn: '台北市中正区市府路 1 号', jp: '台北市中正区市府路1号' },
    },
    { key: 'phone', label: { tw: '服務電話', en: 'Phone', cn: '服务电话', jp: '電話番号' }, rules: rules.phone(), example: '02-2720-8889' },
    { key: 'booking_url', label: { tw: '線上預約網址', en: 'Online appointment URL', cn: '在线预约网址', jp: 'オンライン予約URL' }, rules: [{ kind: 'required' }, ...rules.url()], example: 'https://service.example.gov.tw/booking' },
    { key: 'queue_url', label: { tw: '叫號進度網址', en: 'Queue status URL', cn: '叫号进度网址', jp: '呼出状況URL' }, rules: rules.url(), example: 'https://service.example.gov.tw/queue' },
  ],
  text: {
    tw: {
      name: '公共服務櫃台',
      description: '回答服務時間、地點、應備文件、抽號、預約、代辦與聯絡方式等問題。',
      groups: [
        [['服務時間？', '幾點開始辦理？', '中午有開嗎？'], '{{office_name}} 的櫃台服務時間是 {{counter_hours}}，中午不休息。'],
        [['晚上可以辦嗎？', '有夜間服務嗎？', '下班後能辦理嗎？'], '夜間延長服務：{{evening_hours}}。'],
        [['地址在哪裡？', '怎麼去？', '辦公室在哪？'], '我們位於 {{address}}。'],
        [['要帶什麼證件？', '辦理需要什麼文件？', '要準備什麼？'], '請攜帶身分證正本與印章，其他文件依申請項目而定，可先來電 {{phone}} 詢問。'],
        [['怎麼抽號碼牌？', '現在叫到幾號？', '要等多久？'], '到場後請在入口抽號，叫號進度可看 {{queue_url}}。'],
        [['可以預約嗎？', '線上預約怎麼用？', '預約網址？'], '請到 {{booking_url}} 預約時段，當天直接到預約櫃台辦理。'],
        [['可以請人代辦嗎？', '家人可以幫我辦嗎？', '代理人要帶什麼？'], '可以，代理人請攜帶委託書、雙方身分證正本與委託人印章。'],
        [['電話幾號？', '可以打電話問嗎？', '服務專線？'], '服務電話：{{phone}}。'],
        [['要收費嗎？', '辦理費用多少？', '怎麼付款？'], '多數項目免費，需繳費的項目可用現金或行動支付，費用請洽 {{phone}}。'],
      ],
    },
    en: {
      name: 'Public-service counter',
      description: 'Answers questions about counter hours, location, documents, queue numbers, appointments, proxies and contact.',
      groups: [
        [['What are your opening hours?', 'When can I go to the counter?', 'Are you open at lunchtime?'], '{{office_name}} counters are open {{counter_hours}}, also at lunchtime.'],
        [['Are you open in the evening?', 'Is there a late opening?', 'Can I come after work?'], 'Late opening: {{evening_hours}}.'],
        [['What is your address?', 'How do I get there?', 'Where is the office?'], 'We are at {{address}}.'],
        [['Which documents do I need?', 'What should I bring?', 'What ID is required?'], 'Bring your ID card and personal seal; other documents depend on the application, so call {{phone}} to check.'],
        [['How do I get a queue number?', 'Which number is being served?', 'How long is the wait?'], 'Take a number at the entrance; you can follow the queue at {{queue_url}}.'],
        [['Can I book an appointment?', 'How does online booking work?', 'What is the booking link?'], 'Book a time at {{booking_url}} and go straight to the appointment counter on the day.'],
        [['Can someone apply for me?', 'Can a family member do it for me?', 'What does a proxy need?'], 'Yes; the proxy brings a letter of authorisation, both ID cards and your seal.'],
        [['What is your phone number?', 'Can I ask by phone?', 'Is there a service line?'], 'Our service line is {{phone}}.'],
        [['Is there a fee?', 'How much does it cost?', 'How can I pay?'], 'Most services are free; fees can be paid in cash or by mobile payment. Call {{phone}} for amounts.'],
      ],
    },
    cn: {
      name: '公共服务窗口',
      description: '回答服务时间、地点、所需材料、取号、预约、代办与联系方式等问题。',
      groups: [
        [['服务时间？', '几点开始办理？', '中午开门吗？'], '{{office_name}} 的窗口服务时间是 {{counter_hours}}，中午不休息。'],
        [['晚上可以办吗？', '有夜间服务吗？', '下班后能办理吗？'], '夜间延长服务：{{evening_hours}}。'],
        [['地址在哪里？', '怎么去？', '办公室在哪？'], '我们位于 {{address}}。'],
        [['要带什么证件？', '办理需要什么材料？', '要准备什么？'], '请携带身份证原件与印章，其他材料视申请事项而定，可先拨打 {{phone}} 询问。'],
        [['怎么取号？', '现在叫到几号？', '要等多久？'], '到场后请在入口取号，叫号进度可查看 {{queue_url}}。'],
        [['可以预约吗？', '在线预约怎么用？', '预约网址？'], '请到 {{booking_url}} 预约时段，当天直接到预约窗口办理。'],
        [['可以请人代办吗？', '家人可以帮我办吗？', '代理人要带什么？'], '可以，代理人请携带委托书、双方身份证原件与委托人印章。'],
        [['电话多少？', '可以打电话问吗？', '服务热线？'], '服务电话：{{phone}}。'],
        [['要收费吗？', '办理费用多少？', '怎么付款？'], '多数事项免费，需缴费的事项可用现金或移动支付，费用请咨询 {{phone}}。'],
      ],
    },
    jp: {
      name: '行政サービス窓口',
      description: '受付時間、場所、必要書類、整理券、予約、代理申請、連絡先についての質問に答えます。',
      groups: [
        [['受付時間は？', '何時から手続きできますか？', '昼休みも開いていますか？'], '{{office_name}}の窓口受付時間は{{counter_hours}}です。昼休みも受け付けています。'],
        [['夜も手続きできますか？', '夜間窓口はありますか？', '仕事の後でも行けますか？'], '夜間延長窓口：{{evening_hours}}。'],
        [['住所はどこですか？', '行き方を教えてください', '事務所はどこですか？'], '所在地は{{address}}です。'],
        [['必要な書類は？', '何を持っていけばいいですか？', '本人確認書類は何が必要？'], '身分証明書の原本と印鑑をお持ちください。その他の書類は申請内容によりますので{{phone}}でご確認ください。'],
        [['整理券はどう取りますか？', '今何番ですか？', '待ち時間は？'], '入口で整理券をお取りください。呼出状況は{{queue_url}}で確認できます。'],
        [['予約できますか？', 'オンライン予約の使い方は？', '予約サイトは？'], '{{booking_url}}で時間を予約し、当日は予約窓口へお越しください。'],
        [['代理人でも申請できますか？', '家族が代わりに行けますか？', '代理人の持ち物は？'], 'はい。代理人は委任状、双方の身分証明書原本、ご本人の印鑑をお持ちください。'],
        [['電話番号は？', '電話で問い合わせできますか？', '問い合わせ窓口は？'], 'お問い合わせは{{phone}}までどうぞ。'],
        [['手数料はかかりますか？', '費用はいくらですか？', '支払い方法は？'], 'ほとんどの手続きは無料です。手数料は現金かモバイル決済でお支払いいただけます。金額は{{phone}}でご確認ください。'],
      ],
    },
  },
};
