// Step 3 of the template wizard: one input per field, its example as the placeholder, checked live by the §5 rules.
// Number fields are text inputs with a numeric keyboard, so a typed non-number gets its message instead of vanishing.
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateFieldRules } from '../../../../schema/rules/templates';
import { isRequired } from './template-fields';

interface TemplateFieldsStepProps {
  fields: TemplateFieldRules[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
}

export function TemplateFieldsStep({ fields, values, errors, onChange, onBlur }: TemplateFieldsStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="group" aria-label={t('templates.fields.listLabel')}>
      <Text size="sm">{t('templates.fields.intro')}</Text>
      {fields.map((field) => {
        return (
          <TextInput
            key={field.key}
            label={field.label}
            placeholder={field.example}
            description={t('templates.fields.example', { example: field.example })}
            required={isRequired(field)}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            error={errors[field.key]}
            value={values[field.key] ?? ''}
            onChange={(event) => onChange(field.key, event.currentTarget.value)}
            onBlur={() => onBlur(field.key)}
          />
        );
      })}
    </Stack>
  );
}
