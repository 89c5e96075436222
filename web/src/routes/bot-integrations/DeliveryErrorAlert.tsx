// The last reply a channel could not deliver to its platform: why, in the console's words, with the platform's own
// short words beside it when it gave any, and when (Asia/Taipei); when it was not the only one, how many replies in a
// row failed since when (a channel delivering nothing reads so).
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTaipeiTime } from '../../app/time';
import { deliveryFailureText, type DeliveryChannel } from './delivery-failure';

export interface DeliveryFailure {
  message: string;
  detail: string | null;
  at: string;
  count: number;
  since: string;
}

export function DeliveryErrorAlert({ error, channel }: { error: DeliveryFailure | null; channel: DeliveryChannel }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="orange" variant="light" title={t('channels.deliveryError.title')}>
      <Text size="sm">{deliveryFailureText(t, channel, error.message)}</Text>
      {error.detail && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('channels.deliveryError.detail', { detail: error.detail })}
        </Text>
      )}
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
