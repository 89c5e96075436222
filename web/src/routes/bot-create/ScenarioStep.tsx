// Step 1 of the wizard: who the bot is for. Four cards, one choice.
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
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
        {SCENARIOS.map((name) => (
          <Radio.Card key={name} value={name} radius="md" p="md" aria-label={t(`scenario.${name}.title`)}>
            <Stack gap={4}>
              <Text fw={600}>{t(`scenario.${name}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`scenario.${name}.description`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
