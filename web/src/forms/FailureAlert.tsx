// A failure that belongs to no field of the form (or to no form): the message of its i18n key in a red alert,
// announced at once.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from './ErrorBanner';

export function FailureAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <ErrorBanner>
      {t(messageKey)}
    </ErrorBanner>
  );
}
