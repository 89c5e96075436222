// Login (PRODUCT.md §2): e-mail and password, error messages by code, the Force Login Alert when the account is
// signed in on another device, and the Google and LINE buttons of the providers the server offers.
import { lazy, Suspense, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PasswordField } from '../../forms/PasswordField';
import { useLogin_LoginMutation } from '../../__generated__/graphql';
import { stateEmail } from '../../app/origin';
import { clearLocalState, forgetSignUpEmail, signUpEmail } from '../../app/storage';
import { useSignedIn } from '../../app/use-signed-in';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { loginEmailError, loginPasswordError } from '../../forms/login-checks';
import { translateErrors } from '../../forms/zod-resolver';
import { PublicLayout } from '../PublicLayout';
import { SignInButtons } from '../sign-in/SignInButtons';
import { ErrorBanner } from '../../forms/ErrorBanner';

interface LoginValues {
  email: string;
  password: string;
}

/** A dialog, loaded only when the account is signed in elsewhere: no part of the console's first download. */
const ForceLoginAlert = lazy(() => import('./ForceLoginAlert').then((m) => ({ default: m.ForceLoginAlert })));

/** Codes with a message of their own on this page; anything else is the general login failure (§8). */
const SHOWN_CODES = new Set(['INVALID_CREDENTIALS', 'RATE_LIMITED', 'BACKEND_UNAVAILABLE']);

export function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [login, { loading }] = useLogin_LoginMutation();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [forceLoginAsked, setForceLoginAsked] = useState(false);
  // Cancel on the Force Login Alert goes back to Log in (its loader had taken the focus off it while the server answered).
  const logIn = useRef<HTMLButtonElement>(null);
  const form = useForm<LoginValues>({
    mode: 'controlled',
    // After sign-up or confirmation the address comes along (in the router's state, or kept by this tab).
    initialValues: { email: stateEmail(location.state) ?? signUpEmail() ?? '', password: '' },
    validate: {
      email: (value) => {
        const key = loginEmailError(value);
        return key && t(key);
      },
      password: (value) => {
        const key = loginPasswordError(value);
        return key && t(key);
      },
    },
  });

  const submit = async (values: LoginValues, forceLogin: boolean) => {
    setFailureKey(null);
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password, forceLogin } } });
      if (!data) return;
      setForceLoginAsked(false);
      forgetSignUpEmail();
      signedIn(data.login.account);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'SESSION_ACTIVE') {
        setForceLoginAsked(true);
        return;
      }
      setForceLoginAsked(false);
      // §4: a failed login leaves nothing of an earlier user in this browser (their profile, the last bot opened).
      clearLocalState();
      if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setFailureKey(SHOWN_CODES.has(code) ? `errors.${code}` : 'login.failed');
    }
  };

  return (
    <PublicLayout>
      <form onSubmit={form.onSubmit((values) => submit(values, false), () => setFailureKey(null))} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          {failureKey && (
            <ErrorBanner>
              {t(failureKey)}
            </ErrorBanner>
          )}
          <TextInput label={t('login.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordField label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button ref={logIn} type="submit" loading={loading && !forceLoginAsked}>
            {t('login.submit')}
          </Button>
          <SignInButtons />
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/signup">
              {t('login.signUp')}
            </Anchor>
          </Text>
          <Text size="xs" ta="center" c="dimmed">
            <Anchor component={Link} to="/privacy-policy" inherit>
              {t('login.terms')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forceLoginAsked && (
        <Suspense fallback={null}>
          <ForceLoginAlert
            opened
            loading={loading}
            onContinue={() => void submit(form.getValues(), true)}
            onCancel={() => setForceLoginAsked(false)}
            returnFocusTo={() => logIn.current}
          />
        </Suspense>
      )}
    </PublicLayout>
  );
}
