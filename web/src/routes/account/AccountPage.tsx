// The account page on /dashboard/account (PRODUCT.md §2 account): the profile with plan, dates and use against the
// limits, the e-mail verification state, editing the names and changing the password.
import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount_PageQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { EmailVerificationCard } from './EmailVerificationCard';
import { PasswordForm, ThirdPartyPasswordCard } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';

export function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('account.loading')}>
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Stack>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useAccount_PageQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const account = data?.me;

  let content;
  if (account) {
    content = (
      <>
        <ProfileCard account={account} />
        <EmailVerificationCard account={account} />
        <ProfileForm key={account.email} account={account} />
        {account.signInProvider ? <ThirdPartyPasswordCard provider={account.signInProvider} /> : <PasswordForm />}
      </>
    );
  } else if (error) content = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (loading) content = <AccountSkeleton />;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      {content}
    </Stack>
  );
}
