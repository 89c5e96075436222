// The last reply a channel could not deliver to its platform: what the platform said and when (Asia/Taipei), and, when
// it was not the only one, how many replies in a row failed since when (a channel delivering nothing reads so).
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTaipeiTime } from '../../app/time';

export interface DeliveryFailure {
  message: string;
  at: string;
  count: number;
  since: string;
}

export function DeliveryErrorAlert({ error }: { error: DeliveryFailure | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="orange" variant="light" title={t('channels.deliveryError.title')}>
      <Text size="sm">{error.message}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('channels.deliveryError.at', { time: formatTaipeiTime(error.at) })}
      </Text>
      {error.count > 1 && (
        <Text size="sm" fw={500} mt={4}>
          {t('channels.deliveryError.inARow', { count: error.count, time: formatTaipeiTime(error.since) })}
        </Text>
      )}
    </Alert>
  );
}
