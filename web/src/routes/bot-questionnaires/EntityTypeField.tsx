// An entity question's entity type: the `type` column of the owner's entity files, suggested from the bot's active
// files; a hint says when no active file has the type typed (every answer would then be re-asked).
import { Autocomplete, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBotQuestionnaires_EntityTypesQuery } from '../../__generated__/graphql';
import type { QuestionnaireForm } from './questionnaire-form';

export function EntityTypeField({ form, index, botId }: { form: QuestionnaireForm; index: number; botId: string }) {
  const { t } = useTranslation();
  const { data } = useBotQuestionnaires_EntityTypesQuery({ variables: { botId }, fetchPolicy: 'cache-first' });
  const types = data?.entities.types ?? [];
  const typed = form.values.questions[index].entity_type.trim();
  const unknown = data !== undefined && typed !== '' && !types.includes(typed);
  return (
    <div>
      <Autocomplete
        label={t('questionnaires.editor.entityType')}
        description={t('questionnaires.editor.entityTypeHint')}
        required
        data={types}
        {...form.getInputProps(`questions.${index}.entity_type`)}
      />
      {unknown && (
        <Text size="sm" c="orange" mt={4} role="status">
          {t('questionnaires.editor.entityTypeUnknown', { type: typed })}
        </Text>
      )}
    </div>
  );
}
