// The body of a dialog's form: why the server refused the last submit (if it did), the fields, then Cancel and the
// submit button at the end, kept in sight while the dialog's body scrolls. Inside a GuardedModal, Cancel (like Escape or
// the close button) asks before discarding a changed form.
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from './ErrorBanner';
import { useDiscardGuard } from './GuardedModal';

interface DialogFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The translated reason of the last refusal; null when there was none. */
  refusal: string | null;
  submitLabel: string;
  submitting: boolean;
  /** The form differs from what it opened with: closing asks first. */
  dirty: boolean;
  children: ReactNode;
}

export function DialogForm({ onSubmit, onCancel, refusal, submitLabel, submitting, dirty, children }: DialogFormProps) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(dirty);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {refusal && (
          <ErrorBanner>
            {refusal}
          </ErrorBanner>
        )}
        {children}
        {/* The dialog's body scrolls (Mantine's modal content); the actions stay in sight at its foot, however long the form. */}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Button variant="default" onClick={guard ? guard.requestClose : onCancel}>
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
