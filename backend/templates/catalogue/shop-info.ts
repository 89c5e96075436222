// Shop or office information: opening hours, address, phone, parking and how to reach the staff.
import { rules, type TemplateSource } from '../template';

export const shopInfo: TemplateSource = {
  id: 'shop-info',
  scenario: 'customerSupport',
  fields: [
    { key: 'shop_name', label: { tw: '店名', en: 'Shop name', cn: '店名', jp: '店舗名' }, rules: rules.name(), example: { tw: '小巷咖啡', en: 'Alley Cafe', cn: '小巷咖啡', jp: '路地裏カフェ' } },
    {
      key: 'opening_hours',
      label: { tw: '營業時間', en: 'Opening hours', cn: '营业时间', jp: '営業時間' },
      rules: rules.text(5, 100),
      example: { tw: '週一至週五 09:00–18:00', en: 'Mon–Fri 09:00–18:00', cn: '周一至周五 09:00–18:00', jp: '月〜金 9:00〜18:00' },
    },
    { key: 'closed_days', label: { tw: '公休日', en: 'Closed on', cn: '休息日', jp: '定休日' }, rules: [{ kind: 'max', value: 100 }], example: { tw: '每週日', en: 'Sundays', cn: '每周日', jp: '毎週日曜日' } },
    {
      key: 'address',
      label: { tw: '地址', en: 'Address', cn: '地址', jp: '住所' },
      rules: rules.text(5, 200),
      example: { tw: '台北市中正區重慶南路一段 122 號', en: '122 Chongqing S. Rd. Sec. 1, Taipei', cn: '台北市中正区重庆南路一段 122 号', jp: '台北市中正区重慶南路一段122号' },
    },
    { key: 'phone', label: { tw: '電話', en: 'Phone', cn: '电话', jp: '電話番号' }, rules: rules.phone(), example: '02-2311-3731' },
    { key: 'email', label: { tw: '聯絡信箱', en: 'Contact e-mail', cn: '联系邮箱', jp: '連絡先メール' }, rules: rules.email(), example: 'hello@example.com' },
    {
      key: 'parking',
      label: { tw: '停車資訊', en: 'Parking', cn: '停车信息', jp: '駐車場' },
      rules: [{ kind: 'max', value: 200 }],
      example: { tw: '附近有公有停車場，步行 3 分鐘', en: 'A public car park is a 3-minute walk away', cn: '附近有公共停车场，步行 3 分钟', jp: '徒歩3分の所に公共駐車場があります' },
    },
  ],
  text: {
    tw: {
      name: '商店／辦公室資訊',
      description: '回答營業時間、地址、電話、停車與聯絡方式等常見問題。',
      groups: [
        [['營業時間是幾點到幾點？', '你們幾點開門？', '今天有營業嗎？'], '{{shop_name}} 的營業時間是 {{opening_hours}}。'],
        [['你們哪天公休？', '星期日有開嗎？', '公休日是哪天？'], '{{shop_name}} 的公休日是 {{closed_days}}，其餘時間依營業時間營業。'],
        [['地址在哪裡？', '店在哪裡？', '怎麼去你們那邊？'], '我們的地址是 {{address}}，歡迎使用地圖導航前往。'],
        [['電話幾號？', '可以打電話給你們嗎？', '聯絡電話是多少？'], '歡迎於營業時間來電 {{phone}}。'],
        [['有停車位嗎？', '哪裡可以停車？', '開車去方便嗎？'], '停車資訊：{{parking}}。'],
        [['信箱是什麼？', '可以寄 email 給你們嗎？', '怎麼用電子郵件聯絡？'], '請來信 {{email}}，我們會盡快回覆。'],
        [['國定假日有營業嗎？', '過年有開嗎？', '連假營業時間？'], '國定假日的營業時間可能調整，請來電 {{phone}} 確認。'],
        [['怎麼聯絡你們？', '我想找客服', '有問題要問誰？'], '您可以來電 {{phone}}，或寫信到 {{email}}。'],
      ],
    },
    en: {
      name: 'Shop or office information',
      description: 'Answers the usual questions about opening hours, address, phone, parking and contact.',
      groups: [
        [['What are your opening hours?', 'When do you open?', 'Are you open today?'], '{{shop_name}} is open {{opening_hours}}.'],
        [['Which days are you closed?', 'Are you open on Sunday?', 'What is your day off?'], '{{shop_name}} is closed on {{closed_days}}; otherwise we keep our opening hours.'],
        [['What is your address?', 'Where is the shop?', 'How do I get to you?'], 'Our address is {{address}}; a map app will guide you there.'],
        [['What is your phone number?', 'Can I call you?', 'How do I reach you by phone?'], 'Call us on {{phone}} during opening hours.'],
        [['Is there parking?', 'Where can I park?', 'Can I come by car?'], 'Parking: {{parking}}.'],
        [['What is your e-mail address?', 'Can I send you an e-mail?', 'How do I contact you by e-mail?'], 'Write to {{email}} and we will reply as soon as we can.'],
        [['Are you open on public holidays?', 'Are you open over New Year?', 'Holiday opening hours?'], 'Opening hours may change on public holidays; please call {{phone}} to check.'],
        [['How can I contact you?', 'I want to talk to customer service', 'Who do I ask a question?'], 'Call {{phone}} or write to {{email}}.'],
      ],
    },
    cn: {
      name: '商店／办公室信息',
      description: '回答营业时间、地址、电话、停车与联系方式等常见问题。',
      groups: [
        [['营业时间是几点到几点？', '你们几点开门？', '今天营业吗？'], '{{shop_name}} 的营业时间是 {{opening_hours}}。'],
        [['你们哪天休息？', '星期天开门吗？', '休息日是哪天？'], '{{shop_name}} 的休息日是 {{closed_days}}，其余时间按营业时间营业。'],
        [['地址在哪里？', '店在哪里？', '怎么去你们那里？'], '我们的地址是 {{address}}，欢迎使用地图导航前往。'],
        [['电话多少？', '可以给你们打电话吗？', '联系电话是多少？'], '欢迎在营业时间拨打 {{phone}}。'],
        [['有停车位吗？', '哪里可以停车？', '开车去方便吗？'], '停车信息：{{parking}}。'],
        [['邮箱是什么？', '可以给你们发邮件吗？', '怎么用电子邮件联系？'], '请发邮件到 {{email}}，我们会尽快回复。'],
        [['法定节假日营业吗？', '春节开门吗？', '假期营业时间？'], '法定节假日的营业时间可能调整，请致电 {{phone}} 确认。'],
        [['怎么联系你们？', '我想找客服', '有问题问谁？'], '您可以拨打 {{phone}}，或发邮件到 {{email}}。'],
      ],
    },
    jp: {
      name: '店舗・オフィス情報',
      description: '営業時間、住所、電話番号、駐車場、連絡先についてのよくある質問に答えます。',
      groups: [
        [['営業時間は何時から何時までですか？', '何時に開きますか？', '今日は営業していますか？'], '{{shop_name}}の営業時間は{{opening_hours}}です。'],
        [['定休日はいつですか？', '日曜日は開いていますか？', 'お休みの日は？'], '{{shop_name}}の定休日は{{closed_days}}です。それ以外は営業時間どおり営業しています。'],
        [['住所はどこですか？', 'お店はどこにありますか？', '行き方を教えてください'], '住所は{{address}}です。地図アプリでご案内できます。'],
        [['電話番号を教えてください', '電話で問い合わせできますか？', '連絡先の電話番号は？'], '営業時間内に{{phone}}までお電話ください。'],
        [['駐車場はありますか？', 'どこに車を停められますか？', '車で行けますか？'], '駐車場について：{{parking}}。'],
        [['メールアドレスは？', 'メールで問い合わせできますか？', 'メールでの連絡方法は？'], '{{email}}までメールをお送りください。できるだけ早く返信します。'],
        [['祝日は営業していますか？', '年末年始は開いていますか？', '連休の営業時間は？'], '祝日は営業時間が変わることがあります。{{phone}}までお電話でご確認ください。'],
        [['連絡方法を教えてください', 'カスタマーサービスと話したい', '質問は誰にすればいいですか？'], '{{phone}}へのお電話、または{{email}}へのメールでご連絡ください。'],
      ],
    },
  },
};
