// /google/callback and /line/callback (PRODUCT.md §2): the provider sends the browser back here with a code and state,
// which go to the server once. It signs in (the public-route guard then moves on), or asks for what it lacks: an
// e-mail for a LINE account without one, or the Force Login Alert. Any failure is §8's "An error occurred while
// validating" with the way back to login.
import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { emailSchema } from '../../../../schema/rules';
import { useSignIn_CompleteMutation, type CompleteSignInInput, type SignInProvider } from '../../__generated__/graphql';
import { useSignedIn } from '../../app/use-signed-in';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import { ForceLoginAlert } from '../login/ForceLoginAlert';
import { LinkRefusal } from '../LinkRefusal';
import { PublicLayout } from '../PublicLayout';

type Step = 'verifying' | 'askEmail' | 'forceLogin' | 'failed';

const emailFormSchema = z.object({ email: emailSchema });
type EmailValues = z.infer<typeof emailFormSchema>;

export function SignInCallbackPage({ provider }: { provider: SignInProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [complete, { loading }] = useSignIn_CompleteMutation();
  const code = params.get('code');
  const state = params.get('state');
  // Denied consent (error=…) or a visit without the callback's parameters never reaches the server.
  const [step, setStep] = useState<Step>(code && state && !params.has('error') ? 'verifying' : 'failed');
  const form = useForm<EmailValues>({ mode: 'controlled', initialValues: { email: '' }, validate: zodResolver<EmailValues>(emailFormSchema, t) });
  // The code works once: a second run of the effect (React's strict mode) must not send it again.
  const sent = useRef(false);

  const send = async (input: Omit<CompleteSignInInput, 'provider' | 'state'>) => {
    try {
      const { data } = await complete({ variables: { input: { provider, state: state ?? '', ...input } } });
      if (data) signedIn(data.completeSignIn.account);
    } catch (error) {
      const failure = errorCodeOf(error);
      if (failure === 'EMAIL_REQUIRED') setStep('askEmail');
      else if (failure === 'SESSION_ACTIVE') setStep('forceLogin');
      else if (failure === 'EMAIL_TAKEN') form.setFieldError('email', t('errors.EMAIL_TAKEN'));
      else if (failure === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setStep('failed');
    }
  };

  useEffect(() => {
    if (step !== 'verifying' || sent.current) return;
    sent.current = true;
    void send({ code, ...(params.get('iss') && { iss: params.get('iss') }) });
    // Sent once, on arrival; the parameters of this page's URL do not change under it.
  }, []);

  if (step === 'failed') {
    return (
      <PublicLayout title={t('signIn.failedTitle')}>
        <LinkRefusal code="SIGN_IN_FAILED">
          <Button component={Link} to="/login">
            {t('signIn.backToLogin')}
          </Button>
        </LinkRefusal>
      </PublicLayout>
    );
  }
  if (step === 'askEmail') {
    return (
      <PublicLayout title={t('signIn.emailTitle')}>
        <form onSubmit={form.onSubmit((values) => void send({ email: values.email.trim() }))} noValidate>
          <Stack>
            <Text>{t('signIn.emailNeeded')}</Text>
            <TextInput label={t('signIn.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" loading={loading}>
              {t('signIn.continue')}
            </Button>
          </Stack>
        </form>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Stack align="center" role="status">
        <Loader />
        <Text>{t('signIn.verifying')}</Text>
      </Stack>
      <ForceLoginAlert opened={step === 'forceLogin'} loading={loading} onContinue={() => void send({ forceLogin: true })} onCancel={() => void navigate('/login')} />
    </PublicLayout>
  );
}
