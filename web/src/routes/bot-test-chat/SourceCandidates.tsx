// Why a test chat reply came out as it did: the source that answered and, folded away until asked for, each
// source's best candidates with their confidence on the one scale the bot's thresholds apply to.
import { useId, useState } from 'react';
import { Button, Collapse, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerSource } from '../../__generated__/graphql';
import { formatConfidence } from '../../bots/SourceVerdictNote';
import type { TestChatReply } from './chat-messages';

export const SOURCE_KEYS: Record<AnswerSource, string> = {
  QA: 'testChat.source.qa',
  AUTOFAQ: 'testChat.source.autofaq',
  KNOWLEDGE: 'testChat.source.knowledge',
};

export function SourceCandidates({ reply }: { reply: Pick<TestChatReply, 'source' | 'sources'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      {reply.source && (
        <Text size="xs" c="dimmed">
          {t('testChat.answeredFrom', { source: t(SOURCE_KEYS[reply.source]) })}
        </Text>
      )}
      {reply.sources.length > 0 && (
        <>
          <Button variant="subtle" size="compact-xs" px={0} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
            {t(open ? 'testChat.candidates.hide' : 'testChat.candidates.show')}
          </Button>
          <Collapse expanded={open} id={panelId}>
            <Stack gap={4}>
              {reply.sources.map(({ source, candidates }) => (
                <div key={source}>
                  <Text size="xs" fw={600}>
                    {t(SOURCE_KEYS[source])}
                  </Text>
                  <List size="xs" aria-label={t('testChat.candidates.of', { source: t(SOURCE_KEYS[source]) })}>
                    {candidates.map((candidate) => (
                      <List.Item key={candidate.id}>{t('testChat.candidates.item', { label: candidate.label, confidence: formatConfidence(candidate.confidence) })}</List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          </Collapse>
        </>
      )}
    </>
  );
}
