// The account page's e-mail verification state (PRODUCT.md §2 account): confirmed, or not yet with a resend of the
// confirmation mail (the same button, and the same one-minute wait, as the banner above every page).
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResendConfirmationButton } from '../../app/ResendConfirmationButton';
import type { AccountProfile } from './ProfileCard';

export function EmailVerificationCard({ account }: { account: AccountProfile }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="account-verification-title">
      <Group justify="space-between" mb="sm">
        <Title id="account-verification-title" order={2} size="h4">
          {t('account.verification.title')}
        </Title>
        <Badge color={account.emailConfirmed ? 'green' : 'yellow'} variant="light">
          {account.emailConfirmed ? t('account.verification.confirmed') : t('account.verification.unconfirmed')}
        </Badge>
      </Group>
      {account.emailConfirmed ? (
        <Text size="sm">{t('account.verification.confirmedText', { email: account.email })}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('confirmation.banner', { email: account.email })}</Text>
          <ResendConfirmationButton />
        </Stack>
      )}
    </Card>
  );
}
