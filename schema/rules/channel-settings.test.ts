import { fieldIssues } from './validation';
import { CHANNEL_MSG, facebookSettingsSchema, HUMAN_AGENT_NAME_MAX, lineSettingsSchema, thirdPartySettingsSchema } from './channel-settings';

function issuesOf(result: { success: boolean; error?: import('zod').ZodError }) {
  return result.success || !result.error ? [] : fieldIssues(result.error);
}

describe('LINE settings body', () => {
  it('keeps a stored secret when it is left out and trims the ones given', () => {
    expect(lineSettingsSchema.parse({ channel_access_token: '  token-1234 ', human_agents: [' Amy Chen '] })).toEqual({ channel_access_token: 'token-1234', human_agents: ['Amy Chen'] });
  });

  it('refuses a given secret that is blank, repeated or empty agent names, and quiet minutes outside 0 to 1440', () => {
    const result = lineSettingsSchema.safeParse({ channel_secret: '   ', human_agents: ['Amy', 'Amy', ' '], quiet_minutes: 1441 });
    expect(issuesOf(result)).toEqual(
      expect.arrayContaining([
        { field: 'channel_secret', message: 'validation.required' },
        { field: 'human_agents.2', message: 'validation.required' },
        { field: 'quiet_minutes', message: CHANNEL_MSG.quietMinutes },
      ]),
    );
    expect(issuesOf(lineSettingsSchema.safeParse({ human_agents: ['Amy', 'Amy'] }))).toEqual([{ field: 'human_agents', message: 'validation.duplicate' }]);
    expect(issuesOf(lineSettingsSchema.safeParse({ human_agents: ['x'.repeat(HUMAN_AGENT_NAME_MAX + 1)] }))).toEqual([{ field: 'human_agents.0', message: 'validation.tooLong' }]);
    expect(issuesOf(lineSettingsSchema.safeParse({ human_agents: [], quiet_minutes: 2.5 }))).toEqual([{ field: 'quiet_minutes', message: CHANNEL_MSG.quietMinutes }]);
  });
});

describe('Facebook settings body', () => {
  it('takes any of the three secrets and refuses a blank one', () => {
    expect(facebookSettingsSchema.parse({ verify_token: 'verify-me', human_agents: [] })).toEqual({ verify_token: 'verify-me', human_agents: [] });
    expect(issuesOf(facebookSettingsSchema.safeParse({ app_secret: '', human_agents: [] }))).toEqual([{ field: 'app_secret', message: 'validation.required' }]);
  });

  it('takes ask_feedback as a boolean only, as the LINE body does', () => {
    expect(facebookSettingsSchema.parse({ human_agents: [], ask_feedback: true })).toEqual({ human_agents: [], ask_feedback: true });
    for (const schema of [facebookSettingsSchema, lineSettingsSchema]) {
      expect(issuesOf(schema.safeParse({ human_agents: [], ask_feedback: 'yes' }))).toEqual([{ field: 'ask_feedback', message: 'validation.invalidValue' }]);
    }
  });
});

describe('third-party settings body', () => {
  it('takes an http or https callback URL and refuses anything else', () => {
    expect(thirdPartySettingsSchema.parse({ callback_url: ' https://crm.example.com/replies ' })).toEqual({ callback_url: 'https://crm.example.com/replies' });
    for (const url of ['ftp://crm.example.com', 'crm.example.com', 'javascript:alert(1)']) {
      expect(issuesOf(thirdPartySettingsSchema.safeParse({ callback_url: url }))).toEqual([{ field: 'callback_url', message: CHANNEL_MSG.callbackUrl }]);
    }
  });

  it('counts the secret in characters: eight emoji are eight, short of sixteen', () => {
    expect(issuesOf(thirdPartySettingsSchema.safeParse({ secret: '😀'.repeat(8) }))).toEqual([{ field: 'secret', message: 'validation.secretTooShort' }]);
    expect(thirdPartySettingsSchema.safeParse({ secret: '密'.repeat(16) }).success).toBe(true);
  });
});
