// The body of a dialog's form: why the server refused the last submit (if it did), the fields, then Cancel and the
// submit button at the end.
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The translated reason of the last refusal; null when there was none. */
  refusal: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

export function DialogForm({ onSubmit, onCancel, refusal, submitLabel, submitting, children }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
