// The last reply a channel could not deliver to its platform: what the platform said and when (Asia/Taipei).
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTaipeiTime } from '../../app/time';

export function DeliveryErrorAlert({ error }: { error: { message: string; at: string } | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="orange" variant="light" title={t('channels.deliveryError.title')}>
      <Text size="sm">{error.message}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('channels.deliveryError.at', { time: formatTaipeiTime(error.at) })}
      </Text>
    </Alert>
  );
}
