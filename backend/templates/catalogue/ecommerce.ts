// E-commerce orders and returns: order status, shipping, returns and refunds, and customer service.
import { rules, type TemplateSource } from '../template';

export const ecommerce: TemplateSource = {
  id: 'ecommerce-orders',
  scenario: 'customerSupport',
  fields: [
    { key: 'store_name', label: { tw: '商店名稱', en: 'Store name', cn: '商店名称', jp: 'ストア名' }, rules: rules.name(), example: { tw: '好物選品', en: 'Good Finds', cn: '好物选品', jp: 'グッドファインズ' } },
    { key: 'shipping_days', type: 'number', label: { tw: '出貨天數', en: 'Days to ship', cn: '发货天数', jp: '発送までの日数' }, rules: rules.number(1, 30), example: '3' },
    { key: 'free_shipping', type: 'number', label: { tw: '免運門檻（元）', en: 'Free shipping from (amount)', cn: '包邮门槛（元）', jp: '送料無料の金額' }, rules: [{ kind: 'required' }, { kind: 'min', value: 0 }], example: '1000' },
    { key: 'return_days', type: 'number', label: { tw: '退貨期限（天）', en: 'Return period (days)', cn: '退货期限（天）', jp: '返品期限（日）' }, rules: rules.number(1, 90), example: '7' },
    { key: 'refund_days', type: 'number', label: { tw: '退款工作天', en: 'Refund within (working days)', cn: '退款工作日', jp: '返金までの営業日' }, rules: rules.number(1, 60), example: '14' },
    { key: 'order_url', label: { tw: '訂單查詢網址', en: 'Order lookup URL', cn: '订单查询网址', jp: '注文照会URL' }, rules: [{ kind: 'required' }, ...rules.url()], example: 'https://shop.example.com/orders' },
    { key: 'service_email', label: { tw: '客服信箱', en: 'Customer service e-mail', cn: '客服邮箱', jp: 'サポートメール' }, rules: rules.email(), example: 'service@example.com' },
    {
      key: 'service_email_confirm',
      label: { tw: '再次輸入客服信箱', en: 'Customer service e-mail again', cn: '再次输入客服邮箱', jp: 'サポートメール（確認）' },
      rules: rules.matches('service_email'),
      example: 'service@example.com',
    },
  ],
  text: {
    tw: {
      name: '電商訂單與退貨',
      description: '回答訂單查詢、出貨、運費、退換貨與退款等問題。',
      groups: [
        [['我的訂單到哪了？', '怎麼查訂單？', '訂單狀態在哪裡看？'], '請到 {{order_url}} 登入後查詢訂單狀態。'],
        [['多久會出貨？', '什麼時候寄出？', '下單後幾天會到？'], '{{store_name}} 會在付款後 {{shipping_days}} 個工作天內出貨。'],
        [['運費多少？', '滿多少免運？', '有免運嗎？'], '單筆訂單滿 {{free_shipping}} 元即享免運。'],
        [['可以退貨嗎？', '退貨期限多久？', '不滿意可以退嗎？'], '商品到貨後 {{return_days}} 天內可申請退貨，商品需保持完整包裝。'],
        [['怎麼申請退貨？', '退貨流程是什麼？', '要怎麼退？'], '請到 {{order_url}} 選擇訂單並按「申請退貨」，我們會安排物流取件。'],
        [['退款多久會到？', '什麼時候退錢？', '退款進度？'], '收到退貨後 {{refund_days}} 個工作天內完成退款。'],
        [['可以取消訂單嗎？', '我想改訂單', '下錯單怎麼辦？'], '出貨前可在 {{order_url}} 取消訂單；已出貨請於到貨後申請退貨。'],
        [['收到的商品壞了', '商品有瑕疵怎麼辦？', '寄錯商品了'], '很抱歉！請拍照寄到 {{service_email}}，我們會為您換貨或退款。'],
        [['怎麼聯絡客服？', '客服信箱是什麼？', '我要找真人'], '請來信 {{service_email}}，我們會在一個工作天內回覆。'],
      ],
    },
    en: {
      name: 'E-commerce orders and returns',
      description: 'Answers questions about order status, shipping, delivery fees, returns and refunds.',
      groups: [
        [['Where is my order?', 'How do I track my order?', 'Where can I see my order status?'], 'Sign in at {{order_url}} to see the status of your order.'],
        [['When will my order ship?', 'How soon do you send it?', 'How many days until it arrives?'], '{{store_name}} ships within {{shipping_days}} working days of payment.'],
        [['How much is shipping?', 'Is there free shipping?', 'When is delivery free?'], 'Orders of {{free_shipping}} or more ship for free.'],
        [['Can I return an item?', 'How long do I have to return?', 'What if I am not happy with it?'], 'You can ask for a return within {{return_days}} days of delivery; please keep the packaging intact.'],
        [['How do I return something?', 'What is the return process?', 'How do I send it back?'], 'Open your order at {{order_url}} and choose "Return"; we arrange the pick-up.'],
        [['When will I get my refund?', 'How long does a refund take?', 'Where is my money?'], 'Refunds are made within {{refund_days}} working days of receiving the return.'],
        [['Can I cancel my order?', 'I want to change my order', 'I ordered the wrong thing'], 'Before it ships you can cancel at {{order_url}}; after that, please return it once it arrives.'],
        [['My item arrived broken', 'The product is faulty', 'You sent the wrong item'], 'Sorry about that! E-mail a photo to {{service_email}} and we will replace or refund it.'],
        [['How do I contact customer service?', 'What is your support e-mail?', 'I want to talk to a person'], 'Write to {{service_email}}; we reply within one working day.'],
      ],
    },
    cn: {
      name: '电商订单与退货',
      description: '回答订单查询、发货、运费、退换货与退款等问题。',
      groups: [
        [['我的订单到哪了？', '怎么查订单？', '订单状态在哪里看？'], '请到 {{order_url}} 登录后查询订单状态。'],
        [['多久发货？', '什么时候寄出？', '下单后几天到？'], '{{store_name}} 会在付款后 {{shipping_days}} 个工作日内发货。'],
        [['运费多少？', '满多少包邮？', '包邮吗？'], '单笔订单满 {{free_shipping}} 元即可包邮。'],
        [['可以退货吗？', '退货期限多久？', '不满意可以退吗？'], '商品到货后 {{return_days}} 天内可申请退货，商品需保持包装完整。'],
        [['怎么申请退货？', '退货流程是什么？', '要怎么退？'], '请到 {{order_url}} 选择订单并点击“申请退货”，我们会安排物流上门取件。'],
        [['退款多久到账？', '什么时候退钱？', '退款进度？'], '收到退货后 {{refund_days}} 个工作日内完成退款。'],
        [['可以取消订单吗？', '我想改订单', '下错单怎么办？'], '发货前可在 {{order_url}} 取消订单；已发货请在到货后申请退货。'],
        [['收到的商品坏了', '商品有瑕疵怎么办？', '发错货了'], '非常抱歉！请拍照发送到 {{service_email}}，我们会为您换货或退款。'],
        [['怎么联系客服？', '客服邮箱是什么？', '我要找人工客服'], '请发邮件到 {{service_email}}，我们会在一个工作日内回复。'],
      ],
    },
    jp: {
      name: 'EC注文・返品',
      description: '注文状況、発送、送料、返品・交換、返金についての質問に答えます。',
      groups: [
        [['注文した商品はどこですか？', '注文の追跡方法は？', '注文状況はどこで見られますか？'], '{{order_url}}にログインして注文状況をご確認ください。'],
        [['いつ発送されますか？', 'いつ届きますか？', '注文から何日で届きますか？'], '{{store_name}}ではお支払い後{{shipping_days}}営業日以内に発送します。'],
        [['送料はいくらですか？', '送料無料になりますか？', '送料無料の条件は？'], '{{free_shipping}}円以上のご注文で送料無料です。'],
        [['返品できますか？', '返品期限は？', '気に入らなかったら返品できますか？'], '商品到着後{{return_days}}日以内なら返品を受け付けます。梱包はそのままでお願いします。'],
        [['返品の方法は？', '返品の流れを教えてください', 'どうやって送り返せばいいですか？'], '{{order_url}}で注文を選び「返品申請」を押してください。集荷を手配します。'],
        [['返金はいつですか？', '返金までどのくらいかかりますか？', '返金の状況は？'], '返品到着後{{refund_days}}営業日以内に返金します。'],
        [['注文をキャンセルできますか？', '注文内容を変更したい', '間違えて注文しました'], '発送前なら{{order_url}}でキャンセルできます。発送後は到着後に返品をお申し込みください。'],
        [['商品が壊れていました', '不良品でした', '違う商品が届きました'], '申し訳ございません。写真を{{service_email}}にお送りいただければ、交換または返金いたします。'],
        [['サポートへの連絡方法は？', 'サポートのメールアドレスは？', '担当者と話したい'], '{{service_email}}までご連絡ください。1営業日以内に返信します。'],
      ],
    },
  },
};
