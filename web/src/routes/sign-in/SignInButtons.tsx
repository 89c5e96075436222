// The Google and LINE sign-in buttons of the login page: only those of the providers the server is configured for
// (none: no divider either). A press starts the attempt on the server and sends the browser to the provider.
import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS } from '../../../../schema/rules/constants';
import { useSignIn_ProvidersQuery, useSignIn_StartMutation, type SignInProvider } from '../../__generated__/graphql';
import { FailureAlert } from '../../forms/FailureAlert';
import { currentLanguage } from '../../i18n';
import { leaveFor } from './leave-for';

export function SignInButtons() {
  const { t } = useTranslation();
  const { data } = useSignIn_ProvidersQuery();
  const [start] = useSignIn_StartMutation();
  const [pressed, setPressed] = useState<SignInProvider | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = SIGN_IN_PROVIDERS.filter((provider) => data?.signInProviders[provider]);
  if (offered.length === 0) return null;

  const signIn = async (provider: SignInProvider) => {
    setPressed(provider);
    setFailed(false);
    try {
      const { data: started } = await start({ variables: { input: { provider, language: currentLanguage() } } });
      if (started) leaveFor(started.startSignIn.authorizationUrl);
    } catch {
      setFailed(true);
      setPressed(null);
    }
  };

  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Stack gap="xs">
        <FailureAlert messageKey={failed ? 'errors.SIGN_IN_FAILED' : null} />
        {offered.map((provider) => (
          <Button key={provider} variant="default" fullWidth loading={pressed === provider} disabled={pressed !== null && pressed !== provider} onClick={() => void signIn(provider)}>
            {t(`signIn.${provider}`)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
