// E-mail confirmation and password reset through the BFF, against a real backend whose mails go to a real SMTP
// server on loopback: the mutations, Account.emailConfirmed and the error codes.
import { newAccount, type TestAccount } from '../tests/support/factories';
import { startSmtpServer, type TestSmtpServer } from '../tests/support/smtp';
import { errorCodes, graphql, sessionCookie } from './test-support/graphqlClient';
import { CONFIRM_EMAIL, EMAIL_CONFIRMED, LOGIN, REGISTER, REQUEST_PASSWORD_RESET, RESEND_CONFIRMATION, RESET_PASSWORD } from './test-support/operations';
import { startBffStack, type BffStack } from './test-support/stack';

let smtp: TestSmtpServer;
let stack: BffStack;
beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startBffStack({ backendEnv: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.com' } });
});
afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

interface EmailConfirmedData {
  me: { email: string; emailConfirmed: boolean } | null;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function signedIn(account: TestAccount): Promise<string> {
  const answer = await graphql(stack.bff.url, LOGIN, { input: { email: account.email, password: account.password } });
  expect(answer.errors).toBeUndefined();
  return sessionCookie(answer.setCookies);
}

describe('Mutation.register', () => {
  it('mails the confirmation in the language the console sent', async () => {
    const email = `bff-${Date.now()}@example.com`;
    const answer = await graphql(stack.bff.url, REGISTER, {
      input: { email, nickname: 'Amy', password: 'secret-pass', confirmPassword: 'secret-pass', agreeTerms: true, language: 'en' },
    });
    expect(answer.errors).toBeUndefined();
    expect((await smtp.nextMailTo(email)).subject).toBe('Confirm your email address');
  });
});

describe('Mutation.confirmEmail', () => {
  it('confirms the address, which Account.emailConfirmed then shows', async () => {
    const account = await newAccount(stack.backend.url);
    const cookie = await signedIn(account);
    const before = await graphql<EmailConfirmedData>(stack.bff.url, EMAIL_CONFIRMED, {}, { cookie });
    expect(before.data?.me?.emailConfirmed).toBe(false);
    const token = tokenOf((await smtp.nextMailTo(account.email)).link);
    const confirmed = await graphql(stack.bff.url, CONFIRM_EMAIL, { input: { token } });
    expect(confirmed.data).toEqual({ confirmEmail: { email: account.email } });
    const after = await graphql<EmailConfirmedData>(stack.bff.url, EMAIL_CONFIRMED, {}, { cookie });
    expect(after.data?.me?.emailConfirmed).toBe(true);
    // Opened again, the link says the address is confirmed.
    expect((await graphql(stack.bff.url, CONFIRM_EMAIL, { input: { token } })).data).toEqual({ confirmEmail: { email: account.email } });
    expect(errorCodes(await graphql(stack.bff.url, CONFIRM_EMAIL, { input: { token: 'no-such-token' } }))).toEqual(['INVALID_TOKEN']);
  });

  it('answers VALIDATION_FAILED on the token field for a blank token', async () => {
    const answer = await graphql(stack.bff.url, CONFIRM_EMAIL, { input: { token: '' } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'token', message: 'validation.required' }] });
  });
});

describe('Mutation.resendConfirmation', () => {
  it('is RATE_LIMITED with retryAfter within a minute of the sign-up mail', async () => {
    const account = await newAccount(stack.backend.url);
    const answer = await graphql(stack.bff.url, RESEND_CONFIRMATION, {}, { cookie: await signedIn(account) });
    expect(errorCodes(answer)).toEqual(['RATE_LIMITED']);
    expect(answer.errors?.[0].extensions?.retryAfter).toEqual(expect.any(Number));
  });

  it('needs a session', async () => {
    expect(errorCodes(await graphql(stack.bff.url, RESEND_CONFIRMATION))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('Mutation.requestPasswordReset and Mutation.resetPassword', () => {
  it('mail a link whose token sets the new password and signs the old session out', async () => {
    const account = await newAccount(stack.backend.url);
    await smtp.nextMailTo(account.email);
    const cookie = await signedIn(account);
    const requested = await graphql(stack.bff.url, REQUEST_PASSWORD_RESET, { input: { email: account.email } });
    expect(requested.data).toEqual({ requestPasswordReset: { ok: true } });
    const token = tokenOf((await smtp.nextMailTo(account.email)).link);

    const reset = await graphql(stack.bff.url, RESET_PASSWORD, { input: { token, password: 'new-password-1', confirmPassword: 'new-password-1' } });
    expect(reset.data).toEqual({ resetPassword: { ok: true } });
    expect(errorCodes(await graphql(stack.bff.url, EMAIL_CONFIRMED, {}, { cookie }))).toEqual(['SESSION_REVOKED']);
    const login = await graphql(stack.bff.url, LOGIN, { input: { email: account.email, password: 'new-password-1' } });
    expect(login.errors).toBeUndefined();
    expect(errorCodes(await graphql(stack.bff.url, RESET_PASSWORD, { input: { token, password: 'new-password-2', confirmPassword: 'new-password-2' } }))).toEqual(['INVALID_TOKEN']);
  });

  it('answers USER_NOT_FOUND for an unknown address', async () => {
    expect(errorCodes(await graphql(stack.bff.url, REQUEST_PASSWORD_RESET, { input: { email: 'nobody-at-all@example.com' } }))).toEqual(['USER_NOT_FOUND']);
  });

  it('puts a mismatched confirmation on confirmPassword before calling the backend', async () => {
    const answer = await graphql(stack.bff.url, RESET_PASSWORD, { input: { token: 'whatever', password: 'new-password-1', confirmPassword: 'other-password' } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'confirmPassword', message: 'validation.passwordMismatch' }] });
  });
});
