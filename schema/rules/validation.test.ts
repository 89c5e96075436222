import { registerSchema, createChatbotPayloadSchema, fieldIssues, MSG, resetPasswordBodySchema, resetPasswordSchema } from './validation';
import { scenarioDefaultTools } from './constants';

const validRegistration = { email: 'amy@example.com', nickname: 'Amy', password: 'secret-pass', confirm_password: 'secret-pass', agree_terms: true };

describe('registration rules', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('names each broken field with its message key', () => {
    const result = registerSchema.safeParse({ email: 'not-an-email', nickname: ' ', password: 'short', confirm_password: 'other', agree_terms: false });
    expect(result.success).toBe(false);
    const issues = fieldIssues(result.error!);
    expect(issues).toEqual(expect.arrayContaining([
      { field: 'email', message: MSG.email },
      { field: 'nickname', message: MSG.required },
      { field: 'password', message: MSG.passwordLength },
      { field: 'agree_terms', message: MSG.termsRequired },
    ]));
  });

  it('requires the confirmation to match the password', () => {
    const result = registerSchema.safeParse({ ...validRegistration, confirm_password: 'secret-pasS' });
    expect(fieldIssues(result.error!)).toEqual([{ field: 'confirm_password', message: MSG.passwordMismatch }]);
  });

  it('accepts passwords of exactly 8 and 100 characters and refuses 7 and 101', () => {
    const withPassword = (p: string) => registerSchema.safeParse({ ...validRegistration, password: p, confirm_password: p }).success;
    expect([withPassword('a'.repeat(8)), withPassword('a'.repeat(100)), withPassword('a'.repeat(7)), withPassword('a'.repeat(101))]).toEqual([true, true, false, false]);
  });

  it('refuses a password of spaces only as blank, and keeps spaces inside a password', () => {
    const issuesOf = (p: string) => {
      const result = registerSchema.safeParse({ ...validRegistration, password: p, confirm_password: p });
      return result.success ? [] : fieldIssues(result.error);
    };
    expect(issuesOf(' '.repeat(8))).toEqual([{ field: 'password', message: MSG.required }]);
    expect(issuesOf('')).toContainEqual({ field: 'password', message: MSG.required });
    expect(registerSchema.parse({ ...validRegistration, password: ' two words ', confirm_password: ' two words ' }).password).toBe(' two words ');
  });

  it('counts a password in characters, so four emoji are four characters, not eight', () => {
    const withPassword = (p: string) => registerSchema.safeParse({ ...validRegistration, password: p, confirm_password: p }).success;
    expect(withPassword('😀'.repeat(4))).toBe(false);
    expect(withPassword('😀'.repeat(8))).toBe(true);
    expect(withPassword('密碼'.repeat(50))).toBe(true);
    expect(withPassword('😀'.repeat(101))).toBe(false);
  });
});

describe('password reset rules', () => {
  it('hold the new password to the registration rules and need the link token', () => {
    const result = resetPasswordSchema.safeParse({ token: ' ', password: 'short', confirm_password: 'other' });
    expect(fieldIssues(result.error!)).toEqual(
      expect.arrayContaining([
        { field: 'token', message: MSG.required },
        { field: 'password', message: MSG.passwordLength },
      ]),
    );
    const mismatch = resetPasswordSchema.safeParse({ token: 't', password: 'secret-pass', confirm_password: 'secret-pasS' });
    expect(fieldIssues(mismatch.error!)).toEqual([{ field: 'confirm_password', message: MSG.passwordMismatch }]);
  });

  it("take §7's token and password over REST, checking a confirmation only when one is sent", () => {
    expect(resetPasswordBodySchema.safeParse({ token: 't', password: 'secret-pass' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 't', password: 'secret-pass' }).success).toBe(false);
    const mismatch = resetPasswordBodySchema.safeParse({ token: 't', password: 'secret-pass', confirm_password: 'other-pass' });
    expect(fieldIssues(mismatch.error!)).toEqual([{ field: 'confirm_password', message: MSG.passwordMismatch }]);
    expect(fieldIssues(resetPasswordBodySchema.safeParse({ token: 't', password: '         ' }).error!)).toEqual([{ field: 'password', message: MSG.required }]);
  });

  it('refuses a sign-up language the console does not have', () => {
    expect(fieldIssues(registerSchema.safeParse({ ...validRegistration, language: 'de' }).error!)).toEqual([{ field: 'language', message: MSG.languageRequired }]);
  });
});

describe('scenario defaults', () => {
  it('turns on the tour-with-image and answer-with-URL-first tools for a sales assistant only', () => {
    expect(scenarioDefaultTools('salesAssistant')).toMatchObject({ SGW_tour_with_image_tool: true, answer_with_url_first_tool: true, route_tool: false });
    expect(Object.values(scenarioDefaultTools('customerSupport')).every((on) => on === false)).toBe(true);
  });
});

describe('chatbot creation payload', () => {
  it('defaults the optional texts and rejects an unknown language', () => {
    const base = { robot_name: 'Bot', greeting_msg: 'Hi', failed_msg: 'Sorry', language: 'tw', package: 'free', scenario: 'customerSupport', tools: scenarioDefaultTools('customerSupport') };
    const parsed = createChatbotPayloadSchema.parse(base);
    expect(parsed).toMatchObject({ postback_msg: '', description: '', agent_prompt: '' });
    expect(createChatbotPayloadSchema.safeParse({ ...base, language: 'de' }).success).toBe(false);
  });

  it('puts a bot in Traditional Chinese when the payload names no language (§3)', () => {
    const base = { robot_name: 'Bot', greeting_msg: 'Hi', failed_msg: 'Sorry', package: 'free', scenario: 'customerSupport', tools: scenarioDefaultTools('customerSupport') };
    expect(createChatbotPayloadSchema.parse(base).language).toBe('tw');
    expect(createChatbotPayloadSchema.parse({ ...base, language: 'jp' }).language).toBe('jp');
  });
});
