// Above every signed-in page while the account's address is unconfirmed: asks to open the mailed link, with a resend.
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResendConfirmationButton } from './ResendConfirmationButton';

export function ConfirmEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('confirmation.bannerTitle')} mb="md">
      <Stack gap="xs">
        <Text size="sm">{t('confirmation.banner', { email })}</Text>
        <ResendConfirmationButton />
      </Stack>
    </Alert>
  );
}
