// The entity test box: a text, and the entities it names (type, canonical value, and the words as written).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENTITY_TEST_MAX_CHARS } from '../../../../schema/rules/entities';
import { useBotEntities_TestMutation } from '../../__generated__/graphql';
import { QuestionProbe } from '../../bots/QuestionProbe';

export function EntityTestBox({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [test, { data, loading, error }] = useBotEntities_TestMutation();
  const found = data?.testEntities.entities;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="entities-test-title">
      <Stack>
        <Title id="entities-test-title" order={2} size="h4">
          {t('entities.test.title')}
        </Title>
        <QuestionProbe
          label={t('entities.test.text')}
          askLabel={t('entities.test.run')}
          maxLength={ENTITY_TEST_MAX_CHARS}
          loading={loading}
          error={error}
          onAsk={(text) => void test({ variables: { input: { botId, text } } }).catch(() => undefined)}
        />
        {found && (
          <Stack gap="xs" aria-live="polite">
            {found.length === 0 ? (
              <Text size="sm">{t('entities.test.none')}</Text>
            ) : (
              <Stack gap={6} component="ul" aria-label={t('entities.test.found')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {found.map((entity, i) => (
                  <Group component="li" key={`${i}-${entity.text}`} gap="xs" wrap="wrap">
                    <Badge variant="light">{entity.type}</Badge>
                    <Text size="sm" fw={500}>
                      {entity.value}
                    </Text>
                    {entity.text !== entity.value && (
                      <Text size="xs" c="dimmed">
                        {t('entities.test.writtenAs', { text: entity.text })}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
