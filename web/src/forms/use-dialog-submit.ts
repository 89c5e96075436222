// The submit of a dialog's form (DialogForm): runs the save, closes the dialog when it succeeds, and otherwise keeps
// the dialog open with the server's reason translated in `refusal`. `submitting` is true while the save runs.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './graphql-errors';

export interface DialogSubmit {
  refusal: string | null;
  submitting: boolean;
  /** DialogForm's onSubmit: keeps the browser from posting the form and starts the save. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** `save` returns false when it did not start (its own checks failed): the dialog then stays open without a refusal. */
export function useDialogSubmit(save: () => Promise<unknown> | false, onDone: () => void): DialogSubmit {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const run = async () => {
    setRefusal(null);
    const saving = save();
    if (saving === false) return;
    setSubmitting(true);
    try {
      await saving;
      onDone();
    } catch (failure) {
      setRefusal(t(errorMessageKey(failure)));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    refusal,
    submitting,
    onSubmit: (event) => {
      event?.preventDefault();
      void run();
    },
  };
}
