import { screen, waitFor, within } from '@testing-library/react';
import {
  Account_ChangePasswordDocument,
  Account_PageDocument,
  Account_UpdateProfileDocument,
  type Account_ChangePasswordMutation,
  type Account_PageQuery,
} from '../../__generated__/graphql';
import { anAccount, failure, meMock, mockOperation, noBotsMock, quietSessionEventsMock, type MockResult } from '../../test/factories';
import { renderApp, renderPage } from '../../test/render';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { AccountPage } from './AccountPage';

const account = anAccount({ firstName: 'Amy', botCount: 3, botLimit: 5, plan: { __typename: 'Plan', code: 'pro', name: 'Pro' } });
const profile: NonNullable<Account_PageQuery['me']> = {
  ...account,
  activatedAt: '2026-01-31T16:30:00.000Z',
  expiresAt: null,
  qaGroupLimit: 500,
  qaGroupCount: 120,
};
const pageMock = mockOperation(Account_PageDocument, {}, { result: { data: { me: profile } } });
const quietSessionEvents = quietSessionEventsMock();

const passwordInput = { oldPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-1' };
const passwordMock = (result: () => MockResult<Account_ChangePasswordMutation>) => mockOperation(Account_ChangePasswordDocument, { input: passwordInput }, { result });

type User = ReturnType<typeof renderPage>['user'];

async function fillPassword(user: User, values = passwordInput) {
  await user.type(await screen.findByLabelText(/^Old password/), values.oldPassword);
  await user.type(screen.getByLabelText(/^New password/), values.newPassword);
  await user.type(screen.getByLabelText(/^Confirm new password/), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('account page', () => {
  it('shows the profile, the translated plan, its dates in Taipei time and the use against the limits', async () => {
    renderPage(<AccountPage />, { mocks: [pageMock] });
    const card = await screen.findByRole('region', { name: 'Profile' });
    expect(within(card).getByText('amy@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Pro')).toBeInTheDocument();
    expect(within(card).getByText('2026-02-01 00:30')).toBeInTheDocument();
    expect(within(card).getByText('No end date')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: '3 / 5 bots' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(card).getByRole('progressbar', { name: '120 / 500 Q&A groups' })).toHaveAttribute('aria-valuenow', '24');
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/pricing');
  });

  it('shows whether the address is confirmed, and offers the resend while it is not', async () => {
    renderPage(<AccountPage />, { mocks: [mockOperation(Account_PageDocument, {}, { result: { data: { me: { ...profile, emailConfirmed: false } } } })] });
    const unconfirmed = await screen.findByRole('region', { name: 'Email verification' });
    expect(within(unconfirmed).getByText('Not confirmed')).toBeInTheDocument();
    expect(within(unconfirmed).getByRole('button', { name: 'Resend the email' })).toBeInTheDocument();
  });

  it('says a confirmed address is confirmed, with no resend', async () => {
    renderPage(<AccountPage />, { mocks: [mockOperation(Account_PageDocument, {}, { result: { data: { me: { ...profile, emailConfirmed: true } } } })] });
    const confirmed = await screen.findByRole('region', { name: 'Email verification' });
    expect(within(confirmed).getByText('amy@example.com is confirmed.')).toBeInTheDocument();
    expect(within(confirmed).queryByRole('button', { name: 'Resend the email' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    renderPage(<AccountPage />, { mocks: [mockOperation(Account_PageDocument, {}, { result: failure('BACKEND_UNAVAILABLE') })] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please refresh the page');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('saves the names and the header shows the new first name at once', async () => {
    const saved = { ...account, nickname: 'Boss', firstName: 'Ada Lovelace' };
    const { user } = renderApp({
      route: '/dashboard/account',
      mocks: [
        meMock(account),
        quietSessionEvents,
        pageMock,
        mockOperation(Account_UpdateProfileDocument, { input: { nickname: 'Boss', firstName: 'Ada Lovelace' } }, {
          result: { data: { updateProfile: { __typename: 'UpdateProfilePayload', account: saved } } },
        }),
        noBotsMock(),
      ],
    });
    const edit = await screen.findByRole('region', { name: 'Edit profile' });
    await user.clear(within(edit).getByLabelText(/^Nickname/));
    await user.type(within(edit).getByLabelText(/^Nickname/), 'Boss');
    await user.clear(within(edit).getByLabelText(/^First name/));
    await user.type(within(edit).getByLabelText(/^First name/), 'Ada Lovelace');
    // Unsaved, the names hold the way out until the owner answers.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/account');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const menu = screen.getByRole('button', { name: /– account menu$/ });
    await waitFor(() => expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument());
    expect(within(menu).getByText('AL')).toBeInTheDocument();
    // Saved, they are the form's starting point again: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps names typed through a lost session, and has them again, unsaved, when the page opens after signing in', async () => {
    sessionStorage.clear();
    const first = renderPage(<AccountPage />, { mocks: [pageMock] });
    const edit = await first.findByRole('region', { name: 'Edit profile' });
    await first.user.clear(within(edit).getByLabelText(/^First name/));
    await first.user.type(within(edit).getByLabelText(/^First name/), 'Ada');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    const saved = jest.fn(() => ({ data: { updateProfile: { __typename: 'UpdateProfilePayload' as const, account: { ...account, firstName: 'Ada' } } } }));
    const { user } = renderPage(<AccountPage />, { mocks: [pageMock, mockOperation(Account_UpdateProfileDocument, { input: { nickname: account.nickname, firstName: 'Ada' } }, { result: saved })] });
    const reopened = await screen.findByRole('region', { name: 'Edit profile' });
    expect(within(reopened).getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(sessionStorage.length).toBe(0);
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(reopened).queryByRole('status')).not.toBeInTheDocument());
  });

  it('refuses a blank nickname before sending', async () => {
    const { user } = renderPage(<AccountPage />, { mocks: [pageMock] });
    const edit = await screen.findByRole('region', { name: 'Edit profile' });
    await user.clear(within(edit).getByLabelText(/^Nickname/));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByLabelText(/^Nickname/)).toHaveAccessibleDescription('This field is required');
  });

  it('says the password changed and this session stays signed in', async () => {
    const { user } = renderPage(<AccountPage />, {
      mocks: [pageMock, passwordMock(() => ({ data: { changePassword: { __typename: 'ChangePasswordPayload', otherSessionsEnded: 0 } } }))],
    });
    expect(await screen.findByText(/An account is signed in in one place at a time/)).toBeInTheDocument();
    await fillPassword(user);
    expect(await screen.findByText('Password changed. You stay signed in on this device.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Old password/)).toHaveValue('');
  });

  it('says an account of LINE sign-in has no password to change here, and offers no form', async () => {
    renderPage(<AccountPage />, { mocks: [mockOperation(Account_PageDocument, {}, { result: { data: { me: { ...profile, signInProvider: 'line' } } } })] });
    expect(await screen.findByText('You sign in with LINE, so this account has no password of its own to change here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Old password/)).not.toBeInTheDocument();
  });

  it('shows a wrong old password under its field with the §8 wording', async () => {
    const { user } = renderPage(<AccountPage />, { mocks: [pageMock, passwordMock(() => failure('OLD_PASSWORD_INCORRECT'))] });
    await fillPassword(user);
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveAccessibleDescription('Old password entered incorrectly'));
  });

  it('applies the password rules before sending', async () => {
    const sent = jest.fn(() => ({ data: { changePassword: { __typename: 'ChangePasswordPayload' as const, otherSessionsEnded: 0 } } }));
    const { user } = renderPage(<AccountPage />, { mocks: [pageMock, passwordMock(sent)] });
    await fillPassword(user, { oldPassword: 'old-password', newPassword: 'short', confirmPassword: 'other' });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringContaining('Password must be 8 to 100 characters'));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).not.toHaveBeenCalled();
  });
});
