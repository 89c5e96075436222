// The e-mail confirmation page: verifying, confirmed, and the §8 reasons a link fails.
import { screen } from '@testing-library/react';
import { Confirmation_ConfirmEmailDocument, type Confirmation_ConfirmEmailMutation } from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { ConfirmationPage } from './ConfirmationPage';

function confirmMock(result: () => MockResult<Confirmation_ConfirmEmailMutation>) {
  return mockOperation(Confirmation_ConfirmEmailDocument, { input: { token: 'the-token' } }, { result, delay: 20 });
}

const renderAt = (route: string, mocks: ReturnType<typeof confirmMock>[]) => renderPage(<ConfirmationPage />, { route, path: '/confirmation', mocks });

describe('e-mail confirmation page', () => {
  it('shows that it is verifying, then the confirmed address and the way to the dashboard', async () => {
    const confirmed = jest.fn((): MockResult<Confirmation_ConfirmEmailMutation> => ({ data: { confirmEmail: { __typename: 'ConfirmEmailPayload', email: 'amy@example.com' } } }));
    renderAt('/confirmation?token=the-token', [confirmMock(confirmed)]);
    expect(screen.getByText('Confirming your email address…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your email address amy@example.com is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('says an expired link means registering again, and links to sign-up', async () => {
    renderAt('/confirmation?token=the-token', [confirmMock(() => failure('CONFIRMATION_LINK_EXPIRED'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired. Please register again.');
    expect(screen.getByRole('heading', { name: 'Email confirmation failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/signup');
  });

  it('says a used or unknown link is an invalid token, with the way to log in', async () => {
    renderAt('/confirmation?token=the-token', [confirmMock(() => failure('INVALID_TOKEN'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Register again' })).not.toBeInTheDocument();
  });

  it('refuses a link without a token without asking the server', () => {
    renderAt('/confirmation', []);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid token');
  });
});
