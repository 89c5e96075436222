// The /google/callback and /line/callback pages: the code and state go to the server once; success signs in and
// moves on, EMAIL_REQUIRED asks for an e-mail, SESSION_ACTIVE opens the Force Login Alert, and any failure is §8's
// "An error occurred while validating" with the way back to login.
import { screen, waitFor, within } from '@testing-library/react';
import { SignIn_CompleteDocument, type CompleteSignInInput, type SignIn_CompleteMutation } from '../../__generated__/graphql';
import { anAccount, failure, meMock, mockOperation, noBotsMock, quietSessionEventsMock, type MockResult } from '../../test/factories';
import { renderApp as renderBareApp, type Mocks } from '../../test/render';

const SIGNED_IN: MockResult<SignIn_CompleteMutation> = { data: { completeSignIn: { __typename: 'LoginPayload', account: anAccount() } } };
const FAILED_TEXT = 'An error occurred while validating. Please try again.';

/** The server's answer to the callback. */
function completeMock(input: CompleteSignInInput, result: () => MockResult<SignIn_CompleteMutation>) {
  return mockOperation(SignIn_CompleteDocument, { input }, { result });
}

const location = () => screen.getByTestId('location').textContent;

/** The app on a callback's address with `mocks`, then the dashboard a finished sign-in moves to (no bots). */
const renderApp = ({ route, mocks }: { route: string; mocks: Mocks }) => renderBareApp({ route, mocks: [...mocks, quietSessionEventsMock(), noBotsMock()] });

describe('sign-in callback page', () => {
  it('says it is signing in while the server checks the callback', async () => {
    // The server never answers here, so the waiting state cannot pass before it is looked for.
    const input = { provider: 'google' as const, state: 'the-state', code: 'the-code' };
    renderApp({ route: '/google/callback?code=the-code&state=the-state', mocks: [meMock(null), mockOperation(SignIn_CompleteDocument, { input }, { delay: Infinity })] });
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
  });

  it('sends the code, state and issuer once, then signs in and goes to the dashboard', async () => {
    const completed = jest.fn(() => SIGNED_IN);
    renderApp({
      route: '/google/callback?code=the-code&state=the-state&iss=https%3A%2F%2Faccounts.google.com',
      mocks: [meMock(null), completeMock({ provider: 'google', state: 'the-state', code: 'the-code', iss: 'https://accounts.google.com' }, completed), meMock(anAccount())],
    });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(completed).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('oqa_user')).toContain('amy@example.com');
  });

  it('shows the validation failure with a link back to login when the server refuses the callback', async () => {
    renderApp({ route: '/line/callback?code=c&state=s', mocks: [meMock(null), completeMock({ provider: 'line', state: 's', code: 'c' }, () => failure('SIGN_IN_FAILED'))] });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TEXT);
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the validation failure without asking the server when consent was denied', async () => {
    renderApp({ route: '/line/callback?error=access_denied&state=s', mocks: [meMock(null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TEXT);
  });

  it('asks a LINE account without an e-mail for one and finishes with it', async () => {
    const finished = jest.fn(() => SIGNED_IN);
    const { user } = renderApp({
      route: '/line/callback?code=c&state=s',
      mocks: [meMock(null), completeMock({ provider: 'line', state: 's', code: 'c' }, () => failure('EMAIL_REQUIRED')), completeMock({ provider: 'line', state: 's', email: 'amy@example.com' }, finished), meMock(anAccount())],
    });
    const field = await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription('This field is required');
    await user.type(field, 'amy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('shows "already registered" on the field when the typed e-mail belongs to another account', async () => {
    const { user } = renderApp({
      route: '/line/callback?code=c&state=s',
      mocks: [
        meMock(null),
        completeMock({ provider: 'line', state: 's', code: 'c' }, () => failure('EMAIL_REQUIRED')),
        completeMock({ provider: 'line', state: 's', email: 'taken@example.com' }, () => failure('EMAIL_TAKEN', { fields: [{ field: 'email', message: 'validation.emailTaken' }] })),
      ],
    });
    await user.type(await screen.findByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email has already been registered'));
  });

  it('opens the Force Login Alert on SESSION_ACTIVE, and Continue finishes with forceLogin', async () => {
    const forced = jest.fn(() => SIGNED_IN);
    const { user } = renderApp({
      route: '/google/callback?code=c&state=s',
      mocks: [meMock(null), completeMock({ provider: 'google', state: 's', code: 'c' }, () => failure('SESSION_ACTIVE')), completeMock({ provider: 'google', state: 's', forceLogin: true }, forced), meMock(anAccount())],
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Force Login Alert' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(forced).toHaveBeenCalledTimes(1);
  });
});
