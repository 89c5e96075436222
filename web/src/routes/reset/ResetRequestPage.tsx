// /reset: "forgot password" (PRODUCT.md §2, §4). Mails a reset link to the account of the address; an unknown address
// is named on the field (§8 "user does not exist").
import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequestBody } from '../../../../schema/rules';
import { useReset_RequestPasswordResetMutation } from '../../__generated__/graphql';
import { stateEmail } from '../../app/origin';
import { FailureAlert } from '../../forms/FailureAlert';
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
      <PublicLayout title={t('reset.sentTitle')}>
        <Text role="status">{t('reset.sent', { email: sentTo })}</Text>
        {backToLogin}
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t('reset.title')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">{t('reset.intro')}</Text>
          <FailureAlert messageKey={failureKey} />
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
