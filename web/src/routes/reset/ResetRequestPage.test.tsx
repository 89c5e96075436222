// The forgot-password page: the reset mail, the unknown address and the rate limit.
import { screen, waitFor } from '@testing-library/react';
import { Reset_RequestPasswordResetDocument, type Reset_RequestPasswordResetMutation } from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { ResetRequestPage } from './ResetRequestPage';

const requestMock = (result: () => MockResult<Reset_RequestPasswordResetMutation>) =>
  mockOperation(Reset_RequestPasswordResetDocument, { input: { email: 'amy@example.com' } }, { result });

async function ask(user: ReturnType<typeof renderPage>['user'], email = 'amy@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot-password page', () => {
  it('sends the reset link and says where it went', async () => {
    const { user } = renderPage(<ResetRequestPage />, { mocks: [requestMock(() => ({ data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', ok: true } } }))] });
    await ask(user);
    expect(await screen.findByText('We sent a password reset link to amy@example.com. It works once, for 1 hour.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('puts "User does not exist" on the e-mail field for an unknown address', async () => {
    const { user } = renderPage(<ResetRequestPage />, { mocks: [requestMock(() => failure('USER_NOT_FOUND'))] });
    await ask(user);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('User does not exist'));
  });

  it('tells to wait when the address asked too often', async () => {
    const { user } = renderPage(<ResetRequestPage />, { mocks: [requestMock(() => failure('RATE_LIMITED', { retryAfter: 1200 }))] });
    await ask(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait and try again.');
  });

  it('checks the address before sending anything', async () => {
    const sent = jest.fn(() => failure('INTERNAL'));
    const { user } = renderPage(<ResetRequestPage />, { mocks: [requestMock(sent)] });
    await ask(user, 'amy-at-example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sent).not.toHaveBeenCalled();
  });
});
