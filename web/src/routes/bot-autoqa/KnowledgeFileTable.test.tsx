// A failed knowledge file says why in the console's language: the kept refusal code with its row, or an older
// English reason as it is.
import { act, screen } from '@testing-library/react';
import type { BotAutoQa_FileFragment } from '../../__generated__/graphql';
import i18n from '../../i18n';
import { renderPage } from '../../test/render';
import { KnowledgeFileTable } from './KnowledgeFileTable';

const failed = (id: string, fileName: string, failureReason: string): BotAutoQa_FileFragment => ({
  __typename: 'KnowledgeFile',
  id,
  fileName,
  description: '',
  summary: '',
  prompt: '',
  active: true,
  status: 'failed',
  step: 'parse',
  progress: 0,
  failureReason,
  chunkCount: 0,
  size: 120,
  updatedAt: '2026-11-22T04:00:00.000Z',
});

const noop = () => undefined;

it("says why a file failed in the console's language, and an older reason as it is", async () => {
  const files = [failed('f1', 'long.csv', 'cell_too_long@row:12'), failed('f2', 'old.csv', 'old.csv, row 1: the first column must be Content')];
  renderPage(<KnowledgeFileTable files={files} onToggle={noop} onEdit={noop} onDelete={noop} onRetry={noop} retryingId={null} />);
  expect(await screen.findByRole('row', { name: /long\.csv/ })).toHaveTextContent('A cell is 300 tokens or longer. (row 12)');
  expect(screen.getByRole('row', { name: /old\.csv/ })).toHaveTextContent('old.csv, row 1: the first column must be Content');
  await act(() => i18n.changeLanguage('jp'));
  expect(await screen.findByRole('row', { name: /long\.csv/ })).toHaveTextContent('300 トークン以上のセルがあります。 （12 行目）');
  expect(screen.getByRole('row', { name: /old\.csv/ })).toHaveTextContent('old.csv, row 1: the first column must be Content');
});
