import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { registerSchema, MSG } from '../../../schema/rules';
import { zodResolver } from './zod-resolver';
import { errorCodeOf, serverFieldErrors } from './graphql-errors';

const upper = (key: string) => key.toUpperCase();

describe('zod resolver', () => {
  it('gives each invalid field its translated first message', () => {
    const validate = zodResolver(registerSchema, upper);
    const errors = validate({ email: '', nickname: 'Amy', password: 'short', confirm_password: 'short', agree_terms: false });
    expect(errors).toEqual({ email: MSG.required.toUpperCase(), password: MSG.passwordLength.toUpperCase(), agree_terms: MSG.termsRequired.toUpperCase() });
  });

  it('gives no errors for valid values', () => {
    const validate = zodResolver(registerSchema, upper);
    expect(validate({ email: 'amy@example.com', nickname: 'Amy', password: 'secret-pass', confirm_password: 'secret-pass', agree_terms: true })).toEqual({});
  });
});

describe('GraphQL error reading', () => {
  const failure = (extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message: 'refused', extensions }] });

  it('reads the code from the first GraphQL error', () => {
    expect(errorCodeOf(failure({ code: 'EMAIL_TAKEN' }))).toBe('EMAIL_TAKEN');
  });

  it('treats an unknown code as INTERNAL and a network failure as BACKEND_UNAVAILABLE', () => {
    expect(errorCodeOf(failure({ code: 'SOMETHING_NEW' }))).toBe('INTERNAL');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('BACKEND_UNAVAILABLE');
  });

  it('reads the code from the body of a non-2xx JSON answer', () => {
    const body = JSON.stringify({ errors: [{ message: 'gone', extensions: { code: 'SESSION_EXPIRED' } }] });
    // jsdom has no fetch Response; the error reads only the status from it.
    const response = { status: 401 } as unknown as Response;
    const error = new ServerError('Response not successful', { response, bodyText: body });
    expect(errorCodeOf(error)).toBe('SESSION_EXPIRED');
  });

  it('maps GraphQL and REST field names of VALIDATION_FAILED onto the form fields', () => {
    const error = failure({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'input.confirmPassword', message: MSG.passwordMismatch },
        { field: 'agree_terms', message: MSG.termsRequired },
        { field: 'name', message: MSG.required },
      ],
    });
    expect(serverFieldErrors(error, { name: 'robot_name' })).toEqual({
      confirm_password: MSG.passwordMismatch,
      agree_terms: MSG.termsRequired,
      robot_name: MSG.required,
    });
  });
});
