// Sign-up (PRODUCT.md §2, §4, §5): validated with the shared registerSchema before anything is sent; the
// server's refusals land on the fields they concern. The account's mails go in the console's language; a new account
// goes on to "check your mail", its e-mail kept for the login.
import { useState } from 'react';
import { Anchor, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../forms/PasswordField';
import { registerSchema, type RegisterBody } from '../../../../schema/rules';
import { useSignup_RegisterMutation } from '../../__generated__/graphql';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import type { EmailState } from '../../app/origin';
import { rememberSignUpEmail } from '../../app/storage';
import { currentLanguage } from '../../i18n';
import { PublicLayout } from '../PublicLayout';
import { ErrorBanner } from '../../forms/ErrorBanner';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [register, { loading }] = useSignup_RegisterMutation();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    mode: 'controlled',
    initialValues: { email: '', nickname: '', password: '', confirm_password: '', agree_terms: false },
    validate: zodResolver<RegisterBody>(registerSchema, t),
  });

  const submit = async (values: RegisterBody) => {
    setFailureKey(null);
    try {
      await register({
        variables: {
          input: {
            email: values.email.trim(),
            nickname: values.nickname.trim(),
            password: values.password,
            confirmPassword: values.confirm_password,
            agreeTerms: values.agree_terms,
            language: currentLanguage(),
          },
        },
      });
      const checkMail: EmailState = { email: values.email.trim().toLowerCase() };
      rememberSignUpEmail(checkMail.email);
      navigate('/is-checked-confirmation', { state: checkMail });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EMAIL_TAKEN') form.setFieldError('email', t('errors.EMAIL_TAKEN'));
      else if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setFailureKey(`errors.${code}`);
    }
  };

  return (
    <PublicLayout>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('signup.title')}
          </Title>
          {failureKey && (
            <ErrorBanner>
              {t(failureKey)}
            </ErrorBanner>
          )}
          <TextInput label={t('signup.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t('signup.nickname')} autoComplete="nickname" {...form.getInputProps('nickname')} />
          <PasswordField label={t('signup.password')} description={t('signup.passwordHint')} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordField label={t('signup.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirm_password')} />
          <Checkbox
            label={
              <>
                {t('signup.agree')}{' '}
                <Anchor component={Link} to="/privacy-policy" inherit target="_blank">
                  {t('signup.privacyPolicy')}
                </Anchor>
              </>
            }
            {...form.getInputProps('agree_terms', { type: 'checkbox' })}
          />
          <Button type="submit" loading={loading}>
            {t('signup.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('signup.logIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicLayout>
  );
}
