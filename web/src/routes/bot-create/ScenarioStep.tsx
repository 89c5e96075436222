// Step 1 of the wizard: who the bot is for. Four cards, one choice; the chosen card shows a filled radio dot, a
// brand-coloured border and a tinted background.
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCENARIOS, type Scenario } from '../../../../schema/rules';

export function ScenarioStep({ scenario, error, onChange }: { scenario: Scenario | null; error: string | null; onChange: (scenario: Scenario) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={scenario}
      onChange={(value) => onChange(value as Scenario)}
      label={t('wizard.scenario.label')}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {SCENARIOS.map((name) => {
          const chosen = scenario === name;
          return (
            <Radio.Card
              key={name}
              value={name}
              radius="md"
              p="md"
              aria-label={t(`scenario.${name}.title`)}
              style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', backgroundColor: 'var(--mantine-primary-color-light)' } : undefined}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Text fw={600}>{t(`scenario.${name}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`scenario.${name}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
