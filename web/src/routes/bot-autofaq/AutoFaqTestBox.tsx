// The AutoFAQ test box: a question, what a reply would do with AutoFAQ's best answer for it, the shortlisted
// fixed answers with their scores and confidences, the answer, who chose it (the language model or retrieval) and,
// when a configured model failed, why.
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTOFAQ_QUESTION_MAX_CHARS } from '../../../../schema/rules/autofaq';
import { useBotAutoFaq_TestMutation, type BotAutoFaq_TestMutation } from '../../__generated__/graphql';
import { QuestionProbe } from '../../bots/QuestionProbe';
import { formatConfidence, SourceVerdictNote } from '../../bots/SourceVerdictNote';

type TestResult = BotAutoFaq_TestMutation['testAutoFaq'];

/** The answer the bot would give from AutoFAQ: the chosen one, else the best shortlisted; only when confident enough. */
function answeringCandidate(result: TestResult) {
  if (result.verdict !== 'ANSWER') return undefined;
  return result.shortlist.find((candidate) => candidate.answerId === result.chosenAnswerId) ?? result.shortlist[0];
}

export function AutoFaqTestBox({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [test, { data, loading, error }] = useBotAutoFaq_TestMutation();
  const result = data?.testAutoFaq;
  const answering = result && answeringCandidate(result);
  const best = result?.shortlist[0];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="autofaq-test-title">
      <Stack>
        <Title id="autofaq-test-title" order={2} size="h4">
          {t('autoFaq.test.title')}
        </Title>
        <QuestionProbe
          label={t('autoFaq.test.question')}
          askLabel={t('autoFaq.test.ask')}
          maxLength={AUTOFAQ_QUESTION_MAX_CHARS}
          loading={loading}
          error={error}
          onAsk={(question) => void test({ variables: { input: { botId, question } } }).catch(() => undefined)}
        />
        {result && (
          <Stack gap="sm" aria-live="polite">
            <SourceVerdictNote verdict={result.verdict} confidences={result.shortlist.map((candidate) => candidate.confidence)} soleSource={result.soleSource ? 'autofaq' : undefined} />
            {answering ? (
              <>
                <Group gap="xs">
                  <Text fw={500}>{t('autoFaq.test.chosen')}</Text>
                  <Badge variant="light">{t(`autoFaq.test.chosenBy.${result.chosenBy}`)}</Badge>
                </Group>
                <Text size="sm">{answering.text}</Text>
              </>
            ) : (
              <Text size="sm">{result.verdict === 'SUGGEST' && best ? t('sourceVerdict.offered', { label: best.title || best.text }) : t(result.soleSource ? 'autoFaq.test.noneChosenAlone' : 'autoFaq.test.noneChosen')}</Text>
            )}
            {result.modelError && (
              <Alert color="yellow" role="note" title={t('autoFaq.test.modelError')}>
                {result.modelError}
              </Alert>
            )}
            {result.shortlist.length > 0 && (
              <Stack gap="xs" component="ol" aria-label={t('autoFaq.test.shortlist')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.shortlist.map((candidate) => (
                  <Paper
                    component="li"
                    key={candidate.answerId}
                    withBorder
                    p="sm"
                    bg={candidate.answerId === answering?.answerId ? 'var(--mantine-color-green-light)' : undefined}
                  >
                    <Group gap="xs" mb={4}>
                      <Text fw={500} size="sm">
                        {candidate.title || candidate.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {candidate.fileName}
                      </Text>
                      <Badge variant="light" size="sm">
                        {t('autoFaq.test.score', { score: candidate.score.toFixed(2) })}
                      </Badge>
                      <Badge variant="outline" size="sm">
                        {t('sourceVerdict.confidence', { confidence: formatConfidence(candidate.confidence) })}
                      </Badge>
                    </Group>
                    <Text size="sm">{candidate.text}</Text>
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
