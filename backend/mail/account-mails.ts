// The account mails (e-mail confirmation, password reset) in the four UI languages: short, plain text and HTML.
import type { Language } from '../../schema/rules/constants';

export type AccountMailKind = 'confirmation' | 'passwordReset';

interface MailWords {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

const WORDS: Record<AccountMailKind, Record<Language, MailWords>> = {
  confirmation: {
    tw: { subject: '請確認您的電子郵件地址', intro: '感謝您註冊。請開啟以下連結以確認您的電子郵件地址：', action: '確認電子郵件', expiry: '此連結將在 24 小時後失效。', ignore: '如果您沒有註冊帳號，請忽略這封郵件。' },
    en: { subject: 'Confirm your email address', intro: 'Thanks for signing up. Open this link to confirm your email address:', action: 'Confirm email', expiry: 'The link works for 24 hours.', ignore: 'If you did not sign up, ignore this mail.' },
    cn: { subject: '请确认您的电子邮箱地址', intro: '感谢您注册。请打开以下链接以确认您的电子邮箱地址：', action: '确认电子邮箱', expiry: '此链接将在 24 小时后失效。', ignore: '如果您没有注册账号，请忽略这封邮件。' },
    jp: { subject: 'メールアドレスを確認してください', intro: 'ご登録ありがとうございます。次のリンクを開いてメールアドレスを確認してください：', action: 'メールアドレスを確認', expiry: 'このリンクは 24 時間有効です。', ignore: '登録した覚えがない場合は、このメールを無視してください。' },
  },
  passwordReset: {
    tw: { subject: '重設您的密碼', intro: '我們收到了重設密碼的要求。請開啟以下連結設定新密碼：', action: '重設密碼', expiry: '此連結將在 1 小時後失效，且只能使用一次。', ignore: '如果您沒有提出要求，請忽略這封郵件，您的密碼不會變更。' },
    en: { subject: 'Reset your password', intro: 'We received a request to reset your password. Open this link to set a new one:', action: 'Reset password', expiry: 'The link works once, for 1 hour.', ignore: 'If you did not ask for this, ignore this mail; your password stays the same.' },
    cn: { subject: '重设您的密码', intro: '我们收到了重设密码的请求。请打开以下链接设置新密码：', action: '重设密码', expiry: '此链接将在 1 小时后失效，且只能使用一次。', ignore: '如果您没有提出请求，请忽略这封邮件，您的密码不会更改。' },
    jp: { subject: 'パスワードの再設定', intro: 'パスワード再設定のご依頼を受け付けました。次のリンクを開いて新しいパスワードを設定してください：', action: 'パスワードを再設定', expiry: 'このリンクは 1 時間、1 回だけ有効です。', ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。' },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail of this kind in the language, around the link. */
export function accountMail(kind: AccountMailKind, language: Language, link: string): { subject: string; text: string; html: string } {
  const words = WORDS[kind][language];
  const text = `${words.intro}\n\n${link}\n\n${words.expiry}\n${words.ignore}\n`;
  const href = escapeHtml(link);
  const html =
    `<p>${escapeHtml(words.intro)}</p>` +
    `<p><a href="${href}">${escapeHtml(words.action)}</a></p>` +
    `<p style="color:#666">${href}</p>` +
    `<p>${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>`;
  return { subject: words.subject, text, html };
}
