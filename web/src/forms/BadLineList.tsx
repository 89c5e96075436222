// The bad lines of a refused CSV (IMPORT_INVALID's extensions.lines), each with its line number and translated
// message, as the Q&A import and the batch test show them.
import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineIssue } from '../../../schema/rules';

export function BadLineList({ lines }: { lines: LineIssue[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <List size="sm" aria-label={t('faq.import.badLines')}>
      {lines.map((issue) => (
        <List.Item key={`${issue.line}-${issue.message}`}>{t('faq.import.line', { line: issue.line, message: t(issue.message, issue.values) })}</List.Item>
      ))}
    </List>
  );
}
