// The AutoFAQ test box: a question, the shortlisted fixed answers with their scores, the chosen one, who chose it
// (the language model or retrieval) and, when a configured model failed, why.
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTOFAQ_QUESTION_MAX_CHARS } from '../../../../schema/rules/autofaq';
import { useBotAutoFaq_TestMutation } from '../../__generated__/graphql';
import { QuestionProbe } from '../../bots/QuestionProbe';

export function AutoFaqTestBox({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [test, { data, loading, error }] = useBotAutoFaq_TestMutation();
  const result = data?.testAutoFaq;
  const chosen = result?.shortlist.find((candidate) => candidate.answerId === result.chosenAnswerId);

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
            <Group gap="xs">
              <Text fw={500}>{t('autoFaq.test.chosen')}</Text>
              <Badge variant="light">{t(`autoFaq.test.chosenBy.${result.chosenBy}`)}</Badge>
            </Group>
            <Text size="sm">{chosen ? chosen.text : t('autoFaq.test.noneChosen')}</Text>
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
                    bg={candidate.answerId === result.chosenAnswerId ? 'var(--mantine-color-green-light)' : undefined}
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
