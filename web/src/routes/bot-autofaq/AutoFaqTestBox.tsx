// The AutoFAQ test box: a question, the shortlisted fixed answers with their scores, the chosen one, who chose it
// (the language model or retrieval) and, when a configured model failed, why.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTOFAQ_QUESTION_MAX_CHARS } from '../../../../schema/rules/autofaq';
import { useBotAutoFaq_TestMutation } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';

export function AutoFaqTestBox({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [test, { data, loading, error }] = useBotAutoFaq_TestMutation();
  const result = data?.testAutoFaq;
  const chosen = result?.shortlist.find((candidate) => candidate.answerId === result.chosenAnswerId);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="autofaq-test-title">
      <Stack>
        <Title id="autofaq-test-title" order={2} size="h4">
          {t('autoFaq.test.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = question.trim();
            if (trimmed) void test({ variables: { input: { botId, question: trimmed } } }).catch(() => undefined);
          }}
        >
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('autoFaq.test.question')}
              value={question}
              maxLength={AUTOFAQ_QUESTION_MAX_CHARS}
              onChange={(event) => setQuestion(event.currentTarget.value)}
            />
            <Button type="submit" loading={loading} disabled={!question.trim()}>
              {t('autoFaq.test.ask')}
            </Button>
          </Group>
        </form>
        {error && (
          <Alert color="red" role="alert">
            {t(errorMessageKey(error))}
          </Alert>
        )}
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
