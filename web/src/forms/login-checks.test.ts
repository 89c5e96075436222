import { loginEmailError, loginPasswordError } from './login-checks';
import { loginSchema } from '../../../schema/rules';

describe('the login form checks without zod', () => {
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['owner', 'validation.email'],
    ['owner@', 'validation.email'],
    ['@example.com', 'validation.email'],
    ['owner@example', 'validation.email'],
    ['own er@example.com', 'validation.email'],
    [`${'a'.repeat(250)}@example.com`, 'validation.tooLong'],
    ['owner@example.com', null],
    [' owner@mail.example.com.tw ', null],
  ])('e-mail %j → %s', (value, expected) => {
    expect(loginEmailError(value)).toBe(expected);
  });

  it('refuses a blank or overlong password, and lets any other through (the server compares it)', () => {
    expect(loginPasswordError('')).toBe('validation.required');
    expect(loginPasswordError('x'.repeat(101))).toBe('validation.passwordLength');
    expect(loginPasswordError('short')).toBeNull();
  });

  it('passes only what the server\'s rule passes, for the addresses above', () => {
    for (const email of ['owner@example.com', ' owner@mail.example.com.tw ', 'owner', 'owner@']) {
      const server = loginSchema.safeParse({ email, password: 'secret-password' }).success;
      expect({ email, client: loginEmailError(email) === null }).toEqual({ email, client: server });
    }
  });
});
