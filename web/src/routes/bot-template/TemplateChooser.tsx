// Step 1 of the template wizard: one card per template with its description and a preview of its Q&A groups.
import { Badge, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardTemplate } from './template-fields';

const PREVIEW_GROUPS = 3;

function GroupPreview({ template }: { template: WizardTemplate }) {
  const { t } = useTranslation();
  const hidden = template.groups.length - PREVIEW_GROUPS;
  return (
    <Stack gap={2}>
      <List size="sm" aria-label={`${t('templates.choose.preview')}: ${template.name}`}>
        {template.groups.slice(0, PREVIEW_GROUPS).map((group) => (
          <List.Item key={group.questions[0]}>{group.questions[0]}</List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {t('templates.choose.more', { count: hidden })}
        </Text>
      )}
    </Stack>
  );
}

export function TemplateChooser({ templates, chosen, error, onChange }: { templates: WizardTemplate[]; chosen: string | null; error: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  if (templates.length === 0) return <Text c="dimmed">{t('templates.choose.empty')}</Text>;
  return (
    <Radio.Group value={chosen} onChange={onChange} label={t('templates.choose.label')} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {templates.map((template) => {
          const selected = chosen === template.id;
          return (
            <Radio.Card
              key={template.id}
              value={template.id}
              radius="md"
              p="md"
              aria-label={template.name}
              style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', backgroundColor: 'var(--mantine-primary-color-light)' } : undefined}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={6}>
                  <Group gap="xs">
                    <Text fw={600}>{template.name}</Text>
                    <Badge variant="light" size="sm">
                      {t('templates.choose.groups', { count: template.groups.length })}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                  <GroupPreview template={template} />
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
