// Changing the password (PRODUCT.md §2, §5, §8): the registration rules for the new one, a wrong old one shown under
// its field. One session per account, so the change keeps this session and signs out any other; the card says so.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../forms/PasswordField';
import { changePasswordSchema, type ChangePasswordBody } from '../../../../schema/rules';
import { useAccount_ChangePasswordMutation } from '../../__generated__/graphql';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { providerName } from '../../app/sign-in-provider';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import { useLeaveGuard } from '../../forms/leave-guard';

const EMPTY: ChangePasswordBody = { old_password: '', new_password: '', confirm_password: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const [changePassword, { loading }] = useAccount_ChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ color: 'green' | 'red'; message: string } | null>(null);
  const form = useForm<ChangePasswordBody>({ mode: 'controlled', initialValues: EMPTY, validate: zodResolver<ChangePasswordBody>(changePasswordSchema, t) });
  useLeaveGuard(() => form.isDirty());

  const submit = async (values: ChangePasswordBody) => {
    setOutcome(null);
    try {
      const { data } = await changePassword({
        variables: { input: { oldPassword: values.old_password, newPassword: values.new_password, confirmPassword: values.confirm_password } },
      });
      form.setValues(EMPTY);
      const ended = data?.changePassword.otherSessionsEnded ?? 0;
      const message = ended > 0 ? `${t('account.password.changed')} ${t('account.password.othersEnded', { count: ended })}` : t('account.password.changed');
      setOutcome({ color: 'green', message });
    } catch (error) {
      const code = errorCodeOf(error);
      // Too many wrong old passwords is about this field as well: it says to wait before trying again.
      if (code === 'OLD_PASSWORD_INCORRECT' || code === 'RATE_LIMITED') form.setFieldError('old_password', t(`errors.${code}`));
      else if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setOutcome({ color: 'red', message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="account-password-title">
      <Title id="account-password-title" order={2} size="h4" mb="xs">
        {t('account.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.password.singleSession')}
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {outcome && (
            <Alert color={outcome.color} role={outcome.color === 'red' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          )}
          <PasswordField label={t('account.password.old')} required autoComplete="current-password" {...form.getInputProps('old_password')} />
          <PasswordField
            label={t('account.password.new')}
            description={t('account.password.hint')}
            required
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordField label={t('account.password.confirm')} required autoComplete="new-password" {...form.getInputProps('confirm_password')} />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** An account of Google or LINE sign-in has no password it knows (§6: nor can it reset one): the card says so. */
export function ThirdPartyPasswordCard({ provider }: { provider: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="account-password-title">
      <Title id="account-password-title" order={2} size="h4" mb="xs">
        {t('account.password.title')}
      </Title>
      <Text size="sm">{t('account.password.thirdParty', { provider: providerName(provider) })}</Text>
    </Card>
  );
}
