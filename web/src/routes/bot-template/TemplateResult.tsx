// The template wizard's ending (§4): success offers the new bot's Q&A settings (or the bot list); failure says why
// and offers to close, back to the step that holds a refused field.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export type Outcome = { kind: 'success'; botId: string; name: string } | { kind: 'failure'; messageKey: string; retryStep: number | undefined };

export function TemplateResult({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const success = outcome?.kind === 'success' ? outcome : null;
  const failure = outcome?.kind === 'failure' ? outcome : null;
  return (
    <>
      <Modal
        opened={success !== null}
        onClose={() => navigate('/dashboard')}
        title={t('templates.success.title')}
        closeOnClickOutside={false}
        centered
      >
        <Stack>
          <Text>{t('templates.success.message', { name: success?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/dashboard')}>
              {t('templates.success.toList')}
            </Button>
            <Button data-autofocus onClick={() => navigate(`/dashboard/bot/${success?.botId ?? ''}/faq`)}>
              {t('templates.success.toQa')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={failure !== null} onClose={onClose} title={t('templates.failure.title')} centered>
        <Stack>
          <Text role="alert">{failure ? t(failure.messageKey) : ''}</Text>
          {failure?.retryStep !== undefined && <Text size="sm">{t('templates.failure.fieldsHint')}</Text>}
          <Group justify="flex-end">
            <Button data-autofocus onClick={onClose}>
              {t('templates.failure.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
