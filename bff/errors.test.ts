// The one backend-error translation and the error formatting that keeps internals out of responses.
import { GraphQLError } from 'graphql';
import { errorFromBackend, formatError, graphqlFieldName } from './errors';

describe('errorFromBackend', () => {
  it('keeps the backend code and message and renames field issues to GraphQL input names', () => {
    const error = errorFromBackend(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: [
          { field: 'robot_name', message: 'validation.required' },
          { field: 'confirm_password', message: 'validation.passwordMismatch' },
          { field: 'tools.route_tool', message: 'validation.required' },
        ],
      },
    });
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'name', message: 'validation.required' },
        { field: 'confirmPassword', message: 'validation.passwordMismatch' },
        { field: 'tools.route_tool', message: 'validation.required' },
      ],
    });
  });

  it('passes Retry-After along with RATE_LIMITED', () => {
    const error = errorFromBackend(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }, '30');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 30 });
  });

  it('passes an import’s bad rows along as extensions.lines, with their message values, and drops malformed ones', () => {
    const lines = [
      { line: 3, message: 'validation.csvNoAnswer' },
      { line: 7, message: 'entities.rows.duplicate', values: { type: 'district', line: 2 } },
    ];
    const error = errorFromBackend(400, { error: { code: 'IMPORT_INVALID', message: 'Upload failed: please check the file format.', lines } });
    expect(error.extensions).toEqual({ code: 'IMPORT_INVALID', lines });
    const malformed = errorFromBackend(400, { error: { code: 'IMPORT_INVALID', message: 'x', lines: [{ line: '3', message: 1 }] } });
    expect(malformed.extensions).toEqual({ code: 'IMPORT_INVALID', lines: [] });
  });

  it('passes the group that has the question along as extensions.values of QUESTION_IN_GROUP, and drops values of other shapes', () => {
    const values = { group_id: 'g1', key: 'hours' };
    expect(errorFromBackend(409, { error: { code: 'QUESTION_IN_GROUP', message: 'x', values } }).extensions).toEqual({ code: 'QUESTION_IN_GROUP', values });
    expect(errorFromBackend(409, { error: { code: 'QUESTION_IN_GROUP', message: 'x', values: { key: { nested: 1 } } } }).extensions).toEqual({ code: 'QUESTION_IN_GROUP', values: {} });
  });

  it('passes the counts of QA_GROUP_LIMIT_REACHED along as extensions.values, and none when the backend gave none', () => {
    const values = { adding: 30, existing: 1_990, limit: 2_000 };
    expect(errorFromBackend(403, { error: { code: 'QA_GROUP_LIMIT_REACHED', message: 'x', values } }).extensions).toEqual({ code: 'QA_GROUP_LIMIT_REACHED', values });
    expect(errorFromBackend(403, { error: { code: 'QA_GROUP_LIMIT_REACHED', message: 'x' } }).extensions).toEqual({ code: 'QA_GROUP_LIMIT_REACHED' });
  });

  it('reads a bare gateway answer without a body as BACKEND_UNAVAILABLE', () => {
    expect(errorFromBackend(502, '<html>Bad Gateway</html>').extensions.code).toBe('BACKEND_UNAVAILABLE');
  });

  it('does not pass on the text of an internal failure or an unknown code', () => {
    const internal = errorFromBackend(500, { error: { code: 'INTERNAL', message: 'relation "accounts" does not exist' } });
    expect(internal.message).toBe('An error occurred, please try again later.');
    const unknown = errorFromBackend(409, { error: { code: 'SOMETHING_NEW', message: 'x' } });
    expect(unknown.extensions.code).toBe('INTERNAL');
  });
});

describe('graphqlFieldName', () => {
  it('camel-cases the first segment only', () => {
    expect(['agree_terms', 'greeting_msg', 'files.0.base64', 'email'].map(graphqlFieldName)).toEqual(['agreeTerms', 'greetingMsg', 'files.0.base64', 'email']);
  });
});

describe('formatError', () => {
  const silenced = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('lets contract errors through without a stack trace', () => {
    const formatted = formatError({ message: 'Bot not found.', extensions: { code: 'BOT_NOT_FOUND', stacktrace: ['at x'] } }, new GraphQLError('Bot not found.'));
    expect(formatted).toEqual({ message: 'Bot not found.', extensions: { code: 'BOT_NOT_FOUND' } });
  });

  it('replaces an unexpected error by INTERNAL so its message cannot leak', () => {
    const log = silenced();
    const cause = new GraphQLError('wrapped', { originalError: new Error('ECONNRESET at 10.0.0.3:5432') });
    const formatted = formatError({ message: 'ECONNRESET at 10.0.0.3:5432', path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, cause);
    expect(formatted).toEqual({ message: 'An error occurred, please try again later.', path: ['me'], locations: undefined, extensions: { code: 'INTERNAL' } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('keeps graphql-js’s own request errors, which carry no code and no cause', () => {
    const refusal = new GraphQLError('Variable "$id" of required type "ID!" was not provided.');
    expect(formatError(refusal.toJSON(), refusal).message).toBe('Variable "$id" of required type "ID!" was not provided.');
  });
});
