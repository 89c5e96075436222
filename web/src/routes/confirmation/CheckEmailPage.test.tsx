// The check-your-mail page: the login for a visitor, the resend and its one-minute countdown for a signed-in owner.
import { screen, waitFor } from '@testing-library/react';
import { ResendConfirmation_ResendDocument, type ResendConfirmation_ResendMutation } from '../../__generated__/graphql';
import { anAccount, failure, meMock, mockOperation, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { CheckEmailPage } from './CheckEmailPage';

const resendMock = (result: () => MockResult<ResendConfirmation_ResendMutation>) => mockOperation(ResendConfirmation_ResendDocument, {}, { result });
const unconfirmed = anAccount({ emailConfirmed: false });

describe('check-your-mail page', () => {
  it('names the address just registered and offers the login for a visitor without a session', async () => {
    // renderPage cannot carry location state; the visitor without it is told about "your email address".
    renderPage(<CheckEmailPage />, { mocks: [meMock(null)] });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/We sent a confirmation link to your email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the email' })).not.toBeInTheDocument();
  });

  it('resends for a signed-in owner, then counts the minute down', async () => {
    const { user } = renderPage(<CheckEmailPage />, {
      mocks: [meMock(unconfirmed), resendMock(() => ({ data: { resendConfirmation: { __typename: 'ResendConfirmationPayload', resendAvailableAt: '2026-01-01T00:01:00Z' } } }))],
    });
    expect(await screen.findByText('We sent a confirmation link to amy@example.com. Open it to confirm your address; it works for 24 hours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByText('A new confirmation email is on its way.')).toBeInTheDocument();
    const waiting = screen.getByRole('button', { name: /Resend in \d+ s/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent(/Resend in (60|59) s/);
  });

  it("counts down the server's Retry-After when resending too soon", async () => {
    const { user } = renderPage(<CheckEmailPage />, { mocks: [meMock(unconfirmed), resendMock(() => failure('RATE_LIMITED', { retryAfter: 42 }))] });
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resend in (42|41) s/ })).toBeDisabled());
  });

  it('shows why a resend failed', async () => {
    const { user } = renderPage(<CheckEmailPage />, { mocks: [meMock(unconfirmed), resendMock(() => failure('INTERNAL'))] });
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeEnabled();
  });

  it('moves a confirmed owner on to the dashboard', async () => {
    renderPage(<CheckEmailPage />, { route: '/is-checked-confirmation', path: '/is-checked-confirmation', mocks: [meMock(anAccount())] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});
