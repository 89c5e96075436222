// /reset-password-success: the new password is set and every session ended; the way back is the login (PRODUCT.md §4).
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../PublicLayout';

export function ResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('reset.successTitle')}>
      <Text>{t('reset.success')}</Text>
      <Button component={Link} to="/login">
        {t('reset.logIn')}
      </Button>
    </PublicLayout>
  );
}
