// /reset-password?token=…: the link of the reset mail (PRODUCT.md §2, §4, §5). Sets the new password, then goes to
// /reset-password-success; an expired or spent link says so and offers a new one (§8).
import { useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../forms/PasswordField';
import { resetPasswordSchema, type ErrorCode, type ResetPasswordBody } from '../../../../schema/rules';
import { useReset_ResetPasswordMutation } from '../../__generated__/graphql';
import { FailureAlert } from '../../forms/FailureAlert';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import { LinkRefusal } from '../LinkRefusal';
import { PublicLayout } from '../PublicLayout';

/** Refusals of the link itself: the form cannot help, a new link can. */
const LINK_REFUSALS = new Set<ErrorCode>(['INVALID_TOKEN', 'RESET_LINK_EXPIRED', 'PASSWORD_RESET_UNAVAILABLE']);

function LinkRefused({ code }: { code: ErrorCode }) {
  const { t } = useTranslation();
  return (
    <LinkRefusal code={code}>
      <Button component={Link} to="/reset">
        {t('reset.requestAgain')}
      </Button>
      <Anchor component={Link} to="/login" size="sm">
        {t('reset.backToLogin')}
      </Anchor>
    </LinkRefusal>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [resetPassword, { loading }] = useReset_ResetPasswordMutation();
  const [refusal, setRefusal] = useState<ErrorCode | null>(token ? null : 'INVALID_TOKEN');
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    mode: 'controlled',
    initialValues: { token, password: '', confirm_password: '' },
    validate: zodResolver<ResetPasswordBody>(resetPasswordSchema, t),
  });

  const submit = async (values: ResetPasswordBody) => {
    setFailureKey(null);
    try {
      await resetPassword({ variables: { input: { token: values.token, password: values.password, confirmPassword: values.confirm_password } } });
      navigate('/reset-password-success', { replace: true });
    } catch (error) {
      const code = errorCodeOf(error);
      if (LINK_REFUSALS.has(code)) setRefusal(code);
      else if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else setFailureKey(`errors.${code}`);
    }
  };

  return (
    <PublicLayout title={t('reset.newTitle')}>
      {refusal ? (
        <LinkRefused code={refusal} />
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <FailureAlert messageKey={failureKey} />
            <PasswordField label={t('reset.password')} description={t('signup.passwordHint')} autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordField label={t('reset.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirm_password')} />
            <Button type="submit" loading={loading}>
              {t('reset.save')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
