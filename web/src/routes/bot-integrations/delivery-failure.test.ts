// A channel's last delivery failure in each console language: its code's words with the platform, status or seconds,
// and a failure recorded before the codes, which stays as the platform said it.
import i18n from '../../i18n';
import { DELIVERY_FAILURES } from '../../../../schema/rules/delivery-failures';
import { deliveryFailureText, type DeliveryChannel } from './delivery-failure';

const inLanguage = (language: string, channel: DeliveryChannel, kept: string) => deliveryFailureText(i18n.getFixedT(language), channel, kept);

describe('deliveryFailureText', () => {
  it('words each kind of failure with what happened to the reply and what the owner can do', () => {
    expect(inLanguage('en', 'line', 'token_rejected')).toBe('LINE did not accept the access token, so the reply could not be sent. Check the access token below and save it again.');
    expect(inLanguage('en', 'fb', 'token_missing')).toBe('No access token is saved, so the reply could not be sent. Save the access token below.');
    expect(inLanguage('en', 'line', 'quota_exceeded')).toMatch(/^LINE says this LINE Official Account has reached its monthly message limit/);
    expect(inLanguage('en', 'fb', 'rate_limited')).toBe('Messenger was receiving too many messages. The reply was dropped after up to 4 tries; new replies are tried as usual.');
    expect(inLanguage('en', 'line', 'platform_error@status:503')).toBe('LINE had an error of its own (HTTP 503). The reply was dropped after up to 4 tries; new replies are tried as usual.');
    expect(inLanguage('en', 'fb', 'refused@status:400')).toBe('Messenger refused the reply (HTTP 400), so it was not sent.');
    expect(inLanguage('en', 'line', 'timeout@seconds:2.5')).toBe('LINE did not answer within 2.5 s. The reply was not sent again, since LINE may have received it.');
    expect(inLanguage('en', 'fb', 'unreachable')).toBe('Messenger could not be reached. The reply was dropped after up to 4 tries; new replies are tried as usual.');
    expect(inLanguage('en', 'other', 'callback_status@status:404')).toMatch(/^Your callback URL answered HTTP 404, not a 2xx status/);
    expect(inLanguage('en', 'other', 'callback_timeout@seconds:10')).toMatch(/^Your callback URL did not answer within 10 s\./);
    expect(inLanguage('en', 'other', 'callback_unreachable')).toMatch(/^Your callback URL could not be reached/);
    expect(inLanguage('en', 'other', 'callback_private_address')).toMatch(/^Your callback URL points at a private or loopback address/);
  });

  it.each([
    ['tw', 'LINE 本身發生錯誤（HTTP 503）。這則回覆最多嘗試 4 次後已放棄；之後的回覆會照常嘗試送出。', '回呼網址回應了 HTTP 404（不是 2xx）'],
    ['cn', 'LINE 自身发生错误（HTTP 503）。这条回复最多尝试 4 次后已放弃；之后的回复会照常尝试发送。', '回调网址响应了 HTTP 404（不是 2xx）'],
    ['jp', 'LINE 側でエラーが発生しました（HTTP 503）。この返信は最大 4 回試したあと破棄しました。以降の返信は通常どおり送信を試みます。', 'コールバック URL が HTTP 404（2xx 以外）を返したため'],
  ])('%s: says a kept code in the language', (language, platformError, callbackStatus) => {
    expect(inLanguage(language, 'line', 'platform_error@status:503')).toBe(platformError);
    expect(inLanguage(language, 'other', 'callback_status@status:404')).toContain(callbackStatus);
  });

  it.each(['en', 'tw', 'cn', 'jp'])('%s: has words for every delivery failure code', (language) => {
    for (const code of DELIVERY_FAILURES) expect(i18n.exists(`channels.deliveryError.code.${code}`, { lng: language, fallbackLng: [] })).toBe(true);
  });

  it('shows a failure recorded before the codes as the platform said it, in every language', () => {
    const older = 'The Send API answered 400 (code 10): (#10) This message is sent outside of allowed window.';
    for (const language of ['en', 'tw', 'cn', 'jp']) expect(inLanguage(language, 'fb', older)).toBe(older);
  });
});
