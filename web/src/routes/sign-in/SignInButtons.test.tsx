// The Google and LINE buttons of the login page: shown only for the providers the server offers; a press starts the
// sign-in and sends the browser to the provider, or says it failed.
import { screen, waitFor } from '@testing-library/react';
import { SignIn_StartDocument, type SignIn_StartMutation } from '../../__generated__/graphql';
import { failure, mockOperation, signInProvidersMock, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { LoginPage } from '../login/LoginPage';
import { leaveFor } from './leave-for';

jest.mock('./leave-for', () => ({ leaveFor: jest.fn() }));

function startMock(result: () => MockResult<SignIn_StartMutation>) {
  return mockOperation(SignIn_StartDocument, { input: { provider: 'line', language: 'en' } }, { result });
}

describe('third-party sign-in buttons', () => {
  beforeEach(() => jest.mocked(leaveFor).mockClear());

  it('shows only the buttons of the providers the server offers', async () => {
    renderPage(<LoginPage />, { mocks: [signInProvidersMock({ line: true })] });
    expect(await screen.findByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('shows neither button, nor the "or" divider, when no provider is configured', async () => {
    renderPage(<LoginPage />, { mocks: [signInProvidersMock()] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('starts the sign-in in the console language and sends the browser to the provider', async () => {
    const url = 'https://access.line.me/oauth2/v2.1/authorize?state=s';
    const { user } = renderPage(<LoginPage />, {
      mocks: [signInProvidersMock({ google: true, line: true }), startMock(() => ({ data: { startSignIn: { __typename: 'StartSignInPayload', authorizationUrl: url } } }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with LINE' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
  });

  it('says the sign-in could not start when the server refuses it', async () => {
    const { user } = renderPage(<LoginPage />, { mocks: [signInProvidersMock({ line: true }), startMock(() => failure('SIGN_IN_UNAVAILABLE'))] });
    await user.click(await screen.findByRole('button', { name: 'Sign in with LINE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while validating. Please try again.');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
