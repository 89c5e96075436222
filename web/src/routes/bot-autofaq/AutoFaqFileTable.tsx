// The AutoFAQ answer sets: name, answer count, size, last update, the active switch and delete.
import type { BotAutoFaq_FileFragment } from '../../__generated__/graphql';
import { ActiveFileTable } from '../../bots/ActiveFileTable';

interface AutoFaqFileTableProps {
  files: BotAutoFaq_FileFragment[];
  onToggle: (file: BotAutoFaq_FileFragment, active: boolean) => void;
  onDelete: (file: BotAutoFaq_FileFragment) => void;
}

export function AutoFaqFileTable(props: AutoFaqFileTableProps) {
  return <ActiveFileTable section="autoFaq" countHeader="autoFaq.table.answers" countOf={(file) => file.answerCount} {...props} />;
}
