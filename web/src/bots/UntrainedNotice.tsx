// After a question joined the Q&A list (from the history or a batch test row): the list changed and the bot answers
// from it only once trained, with a link to train.
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function UntrainedNotice({ botId, onClose }: { botId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('history.untrained.title')} withCloseButton closeButtonLabel={t('history.untrained.dismiss')} onClose={onClose}>
      <Text size="sm">{t('history.untrained.message')}</Text>
      <Button component={Link} to={`/dashboard/bot/${botId}/faq`} size="xs" mt="xs" variant="light" color="orange">
        {t('history.untrained.train')}
      </Button>
    </Alert>
  );
}
