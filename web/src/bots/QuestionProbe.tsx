// The question form of the console's try-it panels (AutoFAQ test, retrieval test): one field and an ask button,
// then the request's error, if any. The panel draws the result itself.
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../forms/graphql-errors';
import { ErrorBanner } from '../forms/ErrorBanner';

export interface QuestionProbeProps {
  label: string;
  askLabel: string;
  maxLength: number;
  loading: boolean;
  /** The last request's failure, shown by its code. */
  error: unknown;
  /** Called with the trimmed question; never with an empty one. */
  onAsk: (question: string) => void;
}

export function QuestionProbe({ label, askLabel, maxLength, loading, error, onAsk }: QuestionProbeProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = question.trim();
          if (trimmed) onAsk(trimmed);
        }}
      >
        <Group align="flex-end">
          <TextInput style={{ flex: 1 }} label={label} value={question} maxLength={maxLength} onChange={(event) => setQuestion(event.currentTarget.value)} />
          <Button type="submit" loading={loading} disabled={!question.trim()}>
            {askLabel}
          </Button>
        </Group>
      </form>
      {error && (
        <ErrorBanner>
          {t(errorMessageKey(error))}
        </ErrorBanner>
      )}
    </>
  );
}
