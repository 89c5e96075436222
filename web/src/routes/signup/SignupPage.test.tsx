import { screen, waitFor } from '@testing-library/react';
import { Signup_RegisterDocument, type Signup_RegisterMutation } from '../../__generated__/graphql';
import { failure, mockOperation, signInProvidersMock, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { LoginPage } from '../login/LoginPage';
import { SignupPage } from './SignupPage';

const input = { email: 'amy@example.com', nickname: 'Amy', password: 'secret-pass', confirmPassword: 'secret-pass', agreeTerms: true, language: 'en' as const };

function registerMock(result: () => MockResult<Signup_RegisterMutation>) {
  return mockOperation(Signup_RegisterDocument, { input }, { result });
}

type User = ReturnType<typeof renderPage>['user'];

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Nickname'), input.nickname);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.type(screen.getByLabelText('Confirm password'), input.confirmPassword);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
}

describe('sign-up page', () => {
  it('shows the §5 message of every empty field and sends nothing', async () => {
    const sent = jest.fn((): MockResult<Signup_RegisterMutation> => ({ data: { register: { __typename: 'RegisterPayload', email: input.email } } }));
    const { user } = renderPage(<SignupPage />, { mocks: [registerMock(sent)] });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('You must agree to the terms');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail, a short password and a mismatched confirmation', async () => {
    const sent = jest.fn((): MockResult<Signup_RegisterMutation> => ({ data: { register: { __typename: 'RegisterPayload', email: input.email } } }));
    const { user } = renderPage(<SignupPage />, { mocks: [registerMock(sent)] });
    await user.type(screen.getByLabelText('Email'), 'amy-at-example');
    await user.type(screen.getByLabelText('Nickname'), 'Amy');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Password must be 8 to 100 characters'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).not.toHaveBeenCalled();
  });

  it('registers in the console language, goes on to check the mail and leaves the login form of this tab filled', async () => {
    const { user, unmount } = renderPage(<SignupPage />, {
      route: '/signup',
      path: '/signup',
      mocks: [registerMock(() => ({ data: { register: { __typename: 'RegisterPayload', email: input.email } } }))],
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/is-checked-confirmation$/));
    unmount();
    // A fresh visit of /login, without the router state the check-your-mail page passes on, starts with the address.
    renderPage(<LoginPage />, { route: '/login', path: '/login', mocks: [signInProvidersMock()] });
    expect(screen.getByLabelText('Email')).toHaveValue('amy@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows a taken e-mail under the e-mail field', async () => {
    const { user } = renderPage(<SignupPage />, { mocks: [registerMock(() => failure('EMAIL_TAKEN'))] });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email has already been registered'));
  });

  it('puts the server field errors on their fields', async () => {
    const { user } = renderPage(<SignupPage />, {
      mocks: [registerMock(() => failure('VALIDATION_FAILED', { fields: [{ field: 'nickname', message: 'validation.tooLong' }] }))],
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('This is too long'));
  });

  it('tells to wait when registrations from this address are rate limited', async () => {
    const { user } = renderPage(<SignupPage />, { mocks: [registerMock(() => failure('RATE_LIMITED', { retryAfter: 1800 }))] });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait and try again.');
  });

  it('links the terms to the privacy policy', () => {
    renderPage(<SignupPage />);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
