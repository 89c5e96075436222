// Step 1 of the template wizard: one card per template with its description and a preview of its Q&A groups. The
// names and descriptions speak to the owner, in the console's language; the preview is the bot's own questions, in the
// language the bot will be created in (the basic-info step's, the account's default until changed).
import { Badge, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../schema/rules';
import { HTML_LANG } from '../../i18n';
import type { WizardTemplate } from './template-fields';

const PREVIEW_GROUPS = 3;

interface GroupPreviewProps {
  template: WizardTemplate;
  /** The template's groups in the bot's language, once they have arrived. */
  groups: WizardTemplate['groups'] | undefined;
  language: Language;
}

function GroupPreview({ template, groups, language }: GroupPreviewProps) {
  const { t } = useTranslation();
  const hidden = template.groups.length - PREVIEW_GROUPS;
  // Until the bot's language arrives (or if it cannot), the console's wording still shows which questions there are.
  const shown = groups ?? template.groups;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('templates.choose.previewLanguage', { language: t(`botLanguage.${language}`) })}
      </Text>
      <List size="sm" aria-label={`${t('templates.choose.preview')}: ${template.name}`} lang={groups ? HTML_LANG[language] : undefined}>
        {shown.slice(0, PREVIEW_GROUPS).map((group) => (
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

interface TemplateChooserProps {
  templates: WizardTemplate[];
  /** The same templates in the bot's language, for the previews. */
  previews: WizardTemplate[] | undefined;
  previewLanguage: Language;
  chosen: string | null;
  error: string | null;
  onChange: (id: string) => void;
}

export function TemplateChooser({ templates, previews, previewLanguage, chosen, error, onChange }: TemplateChooserProps) {
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
                  <GroupPreview template={template} groups={previews?.find((one) => one.id === template.id)?.groups} language={previewLanguage} />
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
