// /confirmation?token=…: the link of the confirmation mail (PRODUCT.md §2, §4). Confirms once on arrival: verifying,
// then success with the way on, or failed with the reason (§8: invalid token; link expired, register again).
import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ErrorCode } from '../../../../schema/rules';
import { useConfirmation_ConfirmEmailMutation } from '../../__generated__/graphql';
import type { EmailState } from '../../app/origin';
import { rememberSignUpEmail } from '../../app/storage';
import { errorCodeOf } from '../../forms/graphql-errors';
import { LinkRefusal } from '../LinkRefusal';
import { PublicLayout } from '../PublicLayout';

type Confirmation = { state: 'verifying' } | { state: 'confirmed'; email: string } | { state: 'failed'; code: ErrorCode };

/** Why the link did not confirm (§8), and the way on: sign up again after an expired link, or log in. */
function Failed({ code }: { code: ErrorCode }) {
  const { t } = useTranslation();
  const expired = code === 'CONFIRMATION_LINK_EXPIRED';
  return (
    <LinkRefusal code={code}>
      {expired && (
        <Button component={Link} to="/signup">
          {t('confirmation.signUpAgain')}
        </Button>
      )}
      <Button component={Link} to="/login" variant={expired ? 'default' : 'filled'}>
        {t('confirmation.logIn')}
      </Button>
    </LinkRefusal>
  );
}

export function ConfirmationPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirmEmail] = useConfirmation_ConfirmEmailMutation();
  const [confirmation, setConfirmation] = useState<Confirmation>(token ? { state: 'verifying' } : { state: 'failed', code: 'INVALID_TOKEN' });
  // A link works once: a second run of the effect (React's strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail({ variables: { input: { token } } }).then(
      ({ data }) => {
        if (!data) return;
        const email = data.confirmEmail.email;
        // A signed-in owner's banner goes at once.
        client.cache.modify({ id: client.cache.identify({ __typename: 'Account', email }), fields: { emailConfirmed: () => true } });
        rememberSignUpEmail(email);
        setConfirmation({ state: 'confirmed', email });
      },
      (error: unknown) => setConfirmation({ state: 'failed', code: errorCodeOf(error) }),
    );
  }, [token, confirmEmail, client]);

  if (confirmation.state === 'verifying') {
    return (
      <PublicLayout>
        <Stack align="center" role="status">
          <Loader />
          <Text>{t('confirmation.verifying')}</Text>
        </Stack>
      </PublicLayout>
    );
  }
  if (confirmation.state === 'failed') {
    return (
      <PublicLayout title={t('confirmation.failedTitle')}>
        <Failed code={confirmation.code} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={t('confirmation.successTitle')}>
      <Text>{t('confirmation.success', { email: confirmation.email })}</Text>
      <Button component={Link} to="/dashboard" state={{ email: confirmation.email } satisfies EmailState}>
        {t('confirmation.toDashboard')}
      </Button>
    </PublicLayout>
  );
}
