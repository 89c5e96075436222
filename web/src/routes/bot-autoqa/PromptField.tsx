// A custom prompt's text area with its live token count "n / 400" (schema/rules/tokens.ts, the same estimate the
// backend enforces), turning red and saying so once the prompt is over the limit.
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_PROMPT_MAX_TOKENS } from '../../../../schema/rules/knowledge';
import { estimateTokens } from '../../../../schema/rules/tokens';

export function promptTooLong(prompt: string): boolean {
  return estimateTokens(prompt.trim()) > KNOWLEDGE_PROMPT_MAX_TOKENS;
}

interface PromptFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
}

export function PromptField({ id, label, value, onChange, description }: PromptFieldProps) {
  const { t } = useTranslation();
  const tokens = estimateTokens(value.trim());
  const over = tokens > KNOWLEDGE_PROMPT_MAX_TOKENS;
  const count = t('autoQa.prompt.count', { tokens, max: KNOWLEDGE_PROMPT_MAX_TOKENS });
  return (
    <Textarea
      id={id}
      label={label}
      // The count is the field's description, so a screen reader hears it with the field.
      description={description ? `${description} · ${count}` : count}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={10}
      error={over ? t('autoQa.prompt.tooLong', { max: KNOWLEDGE_PROMPT_MAX_TOKENS }) : undefined}
    />
  );
}
