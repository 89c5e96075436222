// Step 1 of the template wizard: one card per template with its description and a preview of its Q&A groups. The
// names and descriptions speak to the owner, in the console's language; the preview is the bot's own questions, in the
// language the bot will be created in (the basic-info step's, the account's default until changed).
import type { ReactNode } from 'react';
import { Badge, Group, List, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../schema/rules';
import { currentLanguage, HTML_LANG } from '../../i18n';
import type { WizardTemplate } from './template-fields';

const PREVIEW_GROUPS = 3;

interface GroupPreviewProps {
  template: WizardTemplate;
  /** The template's groups in the bot's language, once they have arrived. */
  groups: WizardTemplate['groups'] | undefined;
  /** The bot's language is being asked for. */
  loading: boolean;
  language: Language;
}

function GroupPreview({ template, groups, loading, language }: GroupPreviewProps) {
  const { t } = useTranslation();
  const hidden = template.groups.length - PREVIEW_GROUPS;
  const listName = `${t('templates.choose.preview')}: ${template.name}`;
  const botLanguage = t(`botLanguage.${language}`);
  let preview: ReactNode;
  if (groups) {
    preview = (
      <>
        <Text size="xs" c="dimmed">
          {t('templates.choose.previewLanguage', { language: botLanguage })}
        </Text>
        <List size="sm" aria-label={listName} lang={HTML_LANG[language]}>
          {groups.slice(0, PREVIEW_GROUPS).map((group) => (
            <List.Item key={group.questions[0]}>{group.questions[0]}</List.Item>
          ))}
        </List>
      </>
    );
  } else if (loading) {
    // Placeholders, not the console's questions: those would sit for a moment under "Questions in <bot language>".
    preview = (
      <Stack gap={4} aria-busy aria-label={listName}>
        <Text size="xs" c="dimmed">
          {t('templates.choose.previewLanguage', { language: botLanguage })}
        </Text>
        {Array.from({ length: Math.min(PREVIEW_GROUPS, template.groups.length) }, (_, row) => (
          <Skeleton key={row} height={14} width={`${70 - row * 10}%`} />
        ))}
      </Stack>
    );
  } else {
    // The bot's language could not be had: the console's wording still shows which questions there are, and says so.
    preview = (
      <>
        <Text size="xs" c="dimmed">
          {t('templates.choose.previewFallback', { language: t(`botLanguage.${currentLanguage()}`), botLanguage })}
        </Text>
        <List size="sm" aria-label={listName}>
          {template.groups.slice(0, PREVIEW_GROUPS).map((group) => (
            <List.Item key={group.questions[0]}>{group.questions[0]}</List.Item>
          ))}
        </List>
      </>
    );
  }
  return (
    <Stack gap={2}>
      {preview}
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
  previewsLoading: boolean;
  previewLanguage: Language;
  chosen: string | null;
  error: string | null;
  onChange: (id: string) => void;
}

export function TemplateChooser({ templates, previews, previewsLoading, previewLanguage, chosen, error, onChange }: TemplateChooserProps) {
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
                  <GroupPreview template={template} groups={previews?.find((one) => one.id === template.id)?.groups} loading={previewsLoading} language={previewLanguage} />
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
