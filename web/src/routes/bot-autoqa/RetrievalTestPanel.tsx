// The retrieval-test panel: a question, what a reply would do with the knowledge files' best passage for it, the
// chunks found (file, place in the file, score, confidence) and the extractive answer AutoQA would give without a
// language model. In a bot with other sources, the chunks are those a reply weighs, in its order and at its confidence.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_QUESTION_MAX_CHARS } from '../../../../schema/rules/knowledge';
import { useBotAutoQa_TestRetrievalMutation, type BotAutoQa_TestRetrievalMutation } from '../../__generated__/graphql';
import { QuestionProbe } from '../../bots/QuestionProbe';
import { formatConfidence, SourceVerdictNote } from '../../bots/SourceVerdictNote';

type TestResult = BotAutoQa_TestRetrievalMutation['testRetrieval'];
type Chunk = TestResult['chunks'][number];

/** What the bot would reply from the knowledge files: the extractive answer, a button (its label), or its failed message. */
function ReplyText({ result }: { result: TestResult }) {
  const { t } = useTranslation();
  const [best] = result.chunks;
  if (result.verdict === 'ANSWER' && best) return <>{result.answer ?? best.text}</>;
  if (result.verdict === 'SUGGEST' && best) return <>{t('sourceVerdict.offered', { label: best.label })}</>;
  return <>{t(result.soleSource ? 'autoQa.retrieval.noAnswerAlone' : 'autoQa.retrieval.noAnswer')}</>;
}

function ChunkPlace({ chunk }: { chunk: Chunk }) {
  const { t } = useTranslation();
  const { row, page, paragraph } = chunk.location;
  if (row !== null) return <>{t('autoQa.retrieval.row', { row })}</>;
  if (page !== null) return <>{t('autoQa.retrieval.page', { page })}</>;
  if (paragraph !== null) return <>{t('autoQa.retrieval.paragraph', { paragraph })}</>;
  return <>{t('autoQa.retrieval.chunk', { ordinal: chunk.ordinal + 1 })}</>;
}

export function RetrievalTestPanel({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [testRetrieval, { data, loading, error }] = useBotAutoQa_TestRetrievalMutation();
  const result = data?.testRetrieval;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retrieval-test-title">
      <Stack>
        <Title id="retrieval-test-title" order={2} size="h4">
          {t('autoQa.retrieval.title')}
        </Title>
        <QuestionProbe
          label={t('autoQa.retrieval.question')}
          askLabel={t('autoQa.retrieval.ask')}
          maxLength={KNOWLEDGE_QUESTION_MAX_CHARS}
          loading={loading}
          error={error}
          onAsk={(question) => void testRetrieval({ variables: { input: { botId, question } } }).catch(() => undefined)}
        />
        {result && (
          <Stack gap="sm" aria-live="polite">
            <SourceVerdictNote verdict={result.verdict} confidences={result.chunks.map((chunk) => chunk.confidence)} soleSource={result.soleSource ? 'knowledge' : undefined} />
            <div>
              <Text fw={500}>{t('autoQa.retrieval.answer')}</Text>
              <Text size="sm">
                <ReplyText result={result} />
              </Text>
            </div>
            {result.chunks.length === 0 ? (
              <Text c="dimmed">{t('autoQa.retrieval.noChunks')}</Text>
            ) : (
              <Stack gap="xs" component="ol" aria-label={t('autoQa.retrieval.chunks')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.chunks.map((chunk) => (
                  <Paper component="li" key={`${chunk.fileId}-${chunk.ordinal}`} withBorder p="sm">
                    <Group gap="xs" mb={4}>
                      <Text fw={500} size="sm">
                        {chunk.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <ChunkPlace chunk={chunk} />
                      </Text>
                      <Badge variant="light" size="sm">
                        {t('autoQa.retrieval.score', { score: chunk.score.toFixed(2) })}
                      </Badge>
                      <Badge variant="outline" size="sm">
                        {t('sourceVerdict.confidence', { confidence: formatConfidence(chunk.confidence) })}
                      </Badge>
                    </Group>
                    <Text size="sm">{chunk.text}</Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
