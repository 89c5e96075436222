// /reset: "forgot password" (PRODUCT.md §2, §4). Mails a reset link to the account of the address; an unknown address
// is named on the field (§8 "user does not exist").
import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequestBody } from '../../../../schema/rules';
import { useReset_RequestPasswordResetMutation } from '../../__generated__/graphql';
import { stateEmail } from '../../app/origin';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import { PublicLayout } from '../PublicLayout';

export function ResetRequestPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [requestReset, { loading }] = useReset_RequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    mode: 'controlled',
    initialValues: { email: stateEmail(location.state) ?? '' },
    validate: zodResolver<PasswordResetRequestBody>(passwordResetRequestSchema, t),
  });

  const submit = async (values: PasswordResetRequestBody) => {
    setFailureKey(null);
    const email = values.email.trim();
    try {
      await requestReset({ variables: { input: { email } } });
      setSentTo(email);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'USER_NOT_FOUND') form.setFieldError('email', t('errors.USER_NOT_FOUND'));
      else if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setFailureKey(`errors.${code}`);
    }
  };

  const backToLogin = (
    <Anchor component={Link} to="/login" size="sm">
      {t('reset.backToLogin')}
    </Anchor>
  );

  if (sentTo) {
    return (
      <PublicLayout>
        <Stack>
          <Title order={1} size="h2">
            {t('reset.sentTitle')}
          </Title>
          <Text role="status">{t('reset.sent', { email: sentTo })}</Text>
          {backToLogin}
        </Stack>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          <Text size="sm">{t('reset.intro')}</Text>
          {failureKey && (
            <Alert color="red" role="alert">
              {t(failureKey)}
            </Alert>
          )}
          <TextInput label={t('reset.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" loading={loading}>
            {t('reset.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </PublicLayout>
  );
}
