// /reset-password-success: the new password is set and every session ended; the way back is the login (PRODUCT.md §4).
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../PublicLayout';

export function ResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Stack>
        <Title order={1} size="h2">
          {t('reset.successTitle')}
        </Title>
        <Text>{t('reset.success')}</Text>
        <Button component={Link} to="/login">
          {t('reset.logIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
