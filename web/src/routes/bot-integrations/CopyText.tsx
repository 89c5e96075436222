// A small copy button for a value shown beside it, saying "Copied" for a moment after a click.
import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CopyText({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy} aria-label={copied ? t('integrations.copied') : label}>
          {copied ? t('integrations.copied') : t('integrations.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
