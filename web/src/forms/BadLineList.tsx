// The bad lines of a refused CSV (IMPORT_INVALID's extensions.lines), each with its line number and translated
// message, as the Q&A import and the batch test show them; and the lines an import took but warns of.
import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineIssue } from '../../../schema/rules';

/** `label` names the list when its lines are not refused ones (an import's warnings). */
export function BadLineList({ lines, label }: { lines: LineIssue[]; label?: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <List size="sm" aria-label={label ?? t('faq.import.badLines')}>
      {lines.map((issue) => (
        <List.Item key={`${issue.line}-${issue.message}`}>{t('faq.import.line', { line: issue.line, message: t(issue.message, issue.values) })}</List.Item>
      ))}
    </List>
  );
}
