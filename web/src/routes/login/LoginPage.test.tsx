import { act, screen, waitFor } from '@testing-library/react';
import { Login_LoginDocument, type Login_LoginMutation } from '../../__generated__/graphql';
import { anAccount, failure, mockOperation, signInProvidersMock, type MockResult } from '../../test/factories';
import { answerQuestion, expectAsksSafely, pressing } from '../../test/confirm-dialog-kit';
import { renderPage } from '../../test/render';
import { LoginPage } from './LoginPage';
import { rememberSignUpEmail, signUpEmail } from '../../app/storage';
import i18n from '../../i18n';

const credentials = { email: 'amy@example.com', password: 'secret-pass' };

function loginMock(forceLogin: boolean, result: () => MockResult<Login_LoginMutation>) {
  return mockOperation(Login_LoginDocument, { input: { ...credentials, forceLogin } }, { result });
}

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('shows "Incorrect email or password" when the credentials are refused', async () => {
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), loginMock(false, () => failure('INVALID_CREDENTIALS'))] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');

    // Sent again with a broken e-mail: the field says what is wrong, and the earlier refusal is gone.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'bad-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
  });

  it("clears what the browser kept of an earlier user when a login fails (§4), keeping the form's e-mail and the language", async () => {
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('oqa_user', JSON.stringify({ email: 'earlier@example.com' }));
    localStorage.setItem('botId', 'bot-of-earlier-user');
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), loginMock(false, () => failure('INVALID_CREDENTIALS'))] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect({ ...localStorage }).toEqual({ i18nextLng: 'en' });
    expect(screen.getByLabelText('Email')).toHaveValue(credentials.email);
  });

  it('shows the general login failure for an unexpected error', async () => {
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), loginMock(false, () => failure('INTERNAL'))] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while logging in, please try again later');
  });

  it('asks for both fields before sending anything', async () => {
    const sent = jest.fn(() => failure('INVALID_CREDENTIALS'));
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), loginMock(false, sent)] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(sent).not.toHaveBeenCalled();
  });

  it('opens the Force Login Alert on SESSION_ACTIVE and Continue logs in again with forceLogin', async () => {
    const forced = jest.fn((): MockResult<Login_LoginMutation> => ({ data: { login: { __typename: 'LoginPayload', account: anAccount() } } }));
    const { user } = renderPage(<LoginPage />, {
      mocks: [signInProvidersMock(), loginMock(false, () => failure('SESSION_ACTIVE')), loginMock(true, forced)],
    });
    await fillAndSubmit(user);
    await answerQuestion(user, 'Force Login Alert', 'Continue');
    await waitFor(() => expect(forced).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Force Login Alert' })).not.toBeInTheDocument());
    expect(localStorage.getItem('oqa_user')).toContain('amy@example.com');
  });

  it('starts from the e-mail registered in this tab and forgets it once logged in', async () => {
    rememberSignUpEmail(credentials.email);
    const loggedIn = jest.fn((): MockResult<Login_LoginMutation> => ({ data: { login: { __typename: 'LoginPayload', account: anAccount() } } }));
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), loginMock(false, loggedIn)] });
    expect(screen.getByLabelText('Email')).toHaveValue(credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(signUpEmail()).toBeUndefined());
  });

  it('asks with the Force Login Alert, an alertdialog with Cancel focused; Escape or Cancel go back to Log in without logging in', async () => {
    const forced = jest.fn((): MockResult<Login_LoginMutation> => ({ data: { login: { __typename: 'LoginPayload', account: anAccount() } } }));
    const active = () => loginMock(false, () => failure('SESSION_ACTIVE'));
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock(), active(), active(), loginMock(true, forced)] });
    await user.type(screen.getByLabelText('Email'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await expectAsksSafely({
      user,
      ask: pressing(user, () => screen.getByRole('button', { name: 'Log in' })),
      name: 'Force Login Alert',
      description: 'This account is signed in on another device. Continue to log in here and sign the other device out?',
      keep: 'Cancel',
    });
    expect(forced).not.toHaveBeenCalled();
  });

  it('links to sign-up and to forgot password', () => {
    renderPage(<LoginPage />, { mocks: [signInProvidersMock()] });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset');
  });

  it('names the password show/hide button in the console language', async () => {
    renderPage(<LoginPage />, { mocks: [signInProvidersMock()] });
    expect(screen.getByRole('button', { name: 'Show or hide the password' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tw'));
    expect(await screen.findByRole('button', { name: '顯示或隱藏密碼' })).toBeInTheDocument();
  });
});
