// Restaurant reservations: booking, party size, late arrival, cancelling, opening hours and dietary needs.
import { rules, type TemplateSource } from '../template';

export const restaurant: TemplateSource = {
  id: 'restaurant-reservations',
  scenario: 'customerSupport',
  fields: [
    { key: 'restaurant_name', label: { tw: '餐廳名稱', en: 'Restaurant name', cn: '餐厅名称', jp: 'レストラン名' }, rules: rules.name(), example: { tw: '山海小館', en: 'Hill & Sea Bistro', cn: '山海小馆', jp: '山海食堂' } },
    {
      key: 'opening_hours',
      label: { tw: '營業時間', en: 'Opening hours', cn: '营业时间', jp: '営業時間' },
      rules: rules.text(5, 100),
      example: { tw: '每日 11:30–14:30、17:30–21:30', en: 'Daily 11:30–14:30 and 17:30–21:30', cn: '每日 11:30–14:30、17:30–21:30', jp: '毎日 11:30〜14:30、17:30〜21:30' },
    },
    { key: 'booking_phone', label: { tw: '訂位電話', en: 'Booking phone', cn: '订位电话', jp: '予約電話番号' }, rules: rules.phone(), example: '02-2700-1234' },
    { key: 'booking_url', label: { tw: '線上訂位網址', en: 'Online booking URL', cn: '在线订位网址', jp: 'オンライン予約URL' }, rules: rules.url(), example: 'https://booking.example.com/bistro' },
    { key: 'max_party', type: 'number', label: { tw: '線上可訂最多人數', en: 'Largest party bookable online', cn: '在线可订最多人数', jp: 'オンライン予約の上限人数' }, rules: rules.number(1, 100), example: '8' },
    { key: 'hold_minutes', type: 'number', label: { tw: '保留座位分鐘數', en: 'Table held for (minutes)', cn: '保留座位分钟数', jp: '席の保持時間（分）' }, rules: rules.number(5, 60), example: '15' },
    { key: 'cancel_hours', type: 'number', label: { tw: '取消需提前幾小時', en: 'Cancel at least (hours before)', cn: '取消需提前几小时', jp: 'キャンセル期限（何時間前）' }, rules: rules.number(1, 72), example: '24' },
  ],
  text: {
    tw: {
      name: '餐廳訂位',
      description: '回答訂位方式、人數、遲到、取消、營業時間與飲食需求等問題。',
      groups: [
        [['怎麼訂位？', '我想訂位', '可以預約嗎？'], '歡迎來電 {{booking_phone}} 訂位，或使用線上訂位：{{booking_url}}。'],
        [['可以線上訂位嗎？', '訂位網址？', '網路上可以訂嗎？'], '可以！請到 {{booking_url}} 選擇日期、時段與人數。'],
        [['很多人可以訂嗎？', '包場怎麼訂？', '超過十個人怎麼辦？'], '線上最多可訂 {{max_party}} 位，更多人數或包場請來電 {{booking_phone}}。'],
        [['遲到會怎樣？', '座位保留多久？', '晚一點到可以嗎？'], '訂位保留 {{hold_minutes}} 分鐘，若會遲到請來電 {{booking_phone}} 告知。'],
        [['怎麼取消訂位？', '我要改時間', '可以改期嗎？'], '請在用餐前 {{cancel_hours}} 小時來電 {{booking_phone}} 取消或更改訂位。'],
        [['營業時間？', '幾點開始營業？', '最後點餐時間？'], '{{restaurant_name}} 的營業時間是 {{opening_hours}}。'],
        [['有兒童椅嗎？', '可以帶小孩嗎？', '有嬰兒座椅嗎？'], '有的，我們提供兒童椅，訂位時告訴我們即可。'],
        [['有素食嗎？', '對堅果過敏可以嗎？', '有無麩質餐點嗎？'], '我們有素食餐點，也能依過敏需求調整，訂位時請先告知。'],
        [['沒訂位可以去嗎？', '現場候位要多久？', '可以直接來嗎？'], '歡迎現場候位，但座位以訂位優先，建議先來電 {{booking_phone}} 詢問。'],
      ],
    },
    en: {
      name: 'Restaurant reservations',
      description: 'Answers questions about booking, party size, arriving late, cancelling, opening hours and dietary needs.',
      groups: [
        [['How do I book a table?', 'I would like to make a reservation', 'Can I reserve?'], 'Call {{booking_phone}} or book online at {{booking_url}}.'],
        [['Can I book online?', 'What is the booking link?', 'Is there online reservation?'], 'Yes! Go to {{booking_url}} and pick the date, time and number of guests.'],
        [['Can I book for a big group?', 'Can we hire the whole restaurant?', 'We are more than ten people'], 'Online bookings take up to {{max_party}} guests; for larger groups or private hire call {{booking_phone}}.'],
        [['What if I am late?', 'How long do you hold the table?', 'Can I arrive a bit later?'], 'We hold your table for {{hold_minutes}} minutes; if you are running late, call {{booking_phone}}.'],
        [['How do I cancel my booking?', 'I need to change the time', 'Can I move my reservation?'], 'Please call {{booking_phone}} at least {{cancel_hours}} hours before to cancel or change.'],
        [['What are your opening hours?', 'When do you open?', 'What time is last order?'], '{{restaurant_name}} is open {{opening_hours}}.'],
        [['Do you have high chairs?', 'Can I bring my children?', 'Is it child friendly?'], 'Yes, we have high chairs; just tell us when you book.'],
        [['Do you have vegetarian dishes?', 'I have a nut allergy', 'Do you have gluten-free food?'], 'We serve vegetarian dishes and can adapt to allergies; please tell us when you book.'],
        [['Can I come without a booking?', 'Do you take walk-ins?', 'How long is the wait?'], 'Walk-ins are welcome, but booked guests come first; call {{booking_phone}} to check.'],
      ],
    },
    cn: {
      name: '餐厅订位',
      description: '回答订位方式、人数、迟到、取消、营业时间与饮食需求等问题。',
      groups: [
        [['怎么订位？', '我想订座', '可以预约吗？'], '欢迎拨打 {{booking_phone}} 订位，或使用在线订位：{{booking_url}}。'],
        [['可以在线订位吗？', '订位网址？', '网上可以订吗？'], '可以！请到 {{booking_url}} 选择日期、时段与人数。'],
        [['人多可以订吗？', '包场怎么订？', '超过十个人怎么办？'], '在线最多可订 {{max_party}} 位，更多人数或包场请拨打 {{booking_phone}}。'],
        [['迟到会怎样？', '座位保留多久？', '晚一点到可以吗？'], '订位保留 {{hold_minutes}} 分钟，如会迟到请拨打 {{booking_phone}} 告知。'],
        [['怎么取消订位？', '我要改时间', '可以改期吗？'], '请在用餐前 {{cancel_hours}} 小时拨打 {{booking_phone}} 取消或更改订位。'],
        [['营业时间？', '几点开始营业？', '最后点餐时间？'], '{{restaurant_name}} 的营业时间是 {{opening_hours}}。'],
        [['有儿童椅吗？', '可以带小孩吗？', '有婴儿座椅吗？'], '有的，我们提供儿童椅，订位时告诉我们即可。'],
        [['有素食吗？', '对坚果过敏可以吗？', '有无麸质餐点吗？'], '我们有素食餐点，也能按过敏需求调整，订位时请提前告知。'],
        [['没订位可以去吗？', '现场排队要多久？', '可以直接来吗？'], '欢迎现场排队，但座位以订位优先，建议先拨打 {{booking_phone}} 询问。'],
      ],
    },
    jp: {
      name: 'レストラン予約',
      description: '予約方法、人数、遅刻、キャンセル、営業時間、食事の制限についての質問に答えます。',
      groups: [
        [['予約するにはどうすればいいですか？', '席を予約したいです', '予約できますか？'], '{{booking_phone}}へのお電話、またはオンライン予約（{{booking_url}}）をご利用ください。'],
        [['ネットで予約できますか？', '予約サイトは？', 'オンライン予約はありますか？'], 'はい。{{booking_url}}で日付・時間・人数をお選びください。'],
        [['大人数で予約できますか？', '貸切はできますか？', '10人以上の場合は？'], 'オンライン予約は{{max_party}}名までです。それ以上の人数や貸切は{{booking_phone}}までお電話ください。'],
        [['遅れたらどうなりますか？', '席はどのくらい確保されますか？', '少し遅れて行っても大丈夫？'], 'ご予約の席は{{hold_minutes}}分間お取りしています。遅れる場合は{{booking_phone}}までご連絡ください。'],
        [['予約をキャンセルしたい', '時間を変更したいです', '予約日を変えられますか？'], 'ご来店の{{cancel_hours}}時間前までに{{booking_phone}}へお電話でキャンセル・変更をお願いします。'],
        [['営業時間は？', '何時から開いていますか？', 'ラストオーダーは何時？'], '{{restaurant_name}}の営業時間は{{opening_hours}}です。'],
        [['子供用の椅子はありますか？', '子連れでも大丈夫ですか？', 'ベビーチェアはありますか？'], 'はい、子供用椅子がございます。ご予約の際にお知らせください。'],
        [['ベジタリアン料理はありますか？', 'ナッツアレルギーがあります', 'グルテンフリーの料理は？'], 'ベジタリアン料理があり、アレルギーにも対応できます。ご予約時にお知らせください。'],
        [['予約なしでも入れますか？', '待ち時間はどのくらい？', '直接行ってもいいですか？'], '予約なしでも歓迎しますが、ご予約のお客様が優先です。{{booking_phone}}でご確認ください。'],
      ],
    },
  },
};
