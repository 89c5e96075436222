// The new-password page of the reset link and the password-changed page after it.
import { screen, waitFor } from '@testing-library/react';
import { Reset_ResetPasswordDocument, type Reset_ResetPasswordMutation } from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';
import { ResetSuccessPage } from './ResetSuccessPage';

const input = { token: 'the-token', password: 'new-password-1', confirmPassword: 'new-password-1' };
const resetMock = (result: () => MockResult<Reset_ResetPasswordMutation>) => mockOperation(Reset_ResetPasswordDocument, { input }, { result });
const renderAt = (mocks: ReturnType<typeof resetMock>[], route = '/reset-password?token=the-token') =>
  renderPage(<ResetPasswordPage />, { route, path: '/reset-password', mocks });

async function setPassword(user: ReturnType<typeof renderPage>['user'], confirmation = input.confirmPassword) {
  await user.type(screen.getByLabelText('New password'), input.password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('new-password page', () => {
  it('sets the password and goes to the success page', async () => {
    const { user } = renderAt([resetMock(() => ({ data: { resetPassword: { __typename: 'ResetPasswordPayload', ok: true } } }))]);
    await setPassword(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password-success$/));
  });

  it('checks the §5 rules before sending anything', async () => {
    const sent = jest.fn(() => failure('INTERNAL'));
    const { user } = renderAt([resetMock(sent)]);
    await setPassword(user, 'something-else');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says an expired link means choosing Forgot Password again, and offers a new link', async () => {
    const { user } = renderAt([resetMock(() => failure('RESET_LINK_EXPIRED'))]);
    await setPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired. Please return to login and choose Forgot Password.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('refuses a link without a token as an invalid token', () => {
    renderAt([], '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid token');
  });
});

describe('password-changed page', () => {
  it('links to the login', () => {
    renderPage(<ResetSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
