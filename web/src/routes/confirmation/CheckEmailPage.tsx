// /is-checked-confirmation: "check your mail" after sign-up (PRODUCT.md §2, §4). A signed-in owner can have the mail
// sent again, a minute after the last; a visitor who just signed up is offered the login, the e-mail filled in.
import { Button, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession_MeQuery } from '../../__generated__/graphql';
import { stateEmail, type EmailState } from '../../app/origin';
import { ResendConfirmationButton } from '../../app/ResendConfirmationButton';
import { signUpEmail } from '../../app/storage';
import { PublicLayout } from '../PublicLayout';

export function CheckEmailPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, loading } = useSession_MeQuery();
  const me = data?.me;
  if (me?.emailConfirmed) return <Navigate to="/dashboard" replace />;
  const email = me?.email ?? stateEmail(location.state) ?? signUpEmail();

  return (
    <PublicLayout title={t('confirmation.checkTitle')}>
      <Text>{email ? t('confirmation.check', { email }) : t('confirmation.checkNoEmail')}</Text>
      {loading && <Loader size="sm" aria-label={t('common.loading')} />}
      {!loading && me && <ResendConfirmationButton />}
      {!loading && !me && (
        <>
          <Text size="sm" c="dimmed">
            {t('confirmation.logInToResend')}
          </Text>
          <Button component={Link} to="/login" state={email ? ({ email } satisfies EmailState) : undefined}>
            {t('confirmation.logIn')}
          </Button>
        </>
      )}
    </PublicLayout>
  );
}
