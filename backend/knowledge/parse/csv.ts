// AutoQA CSV (§3): a header row whose first column is Content, then one passage a row. Further columns are kept
// as metadata; a cell holding a JSON object ({"productName", "content", "bookingURL", …}) is read as fields and its
// text joins the passage so it can be found. §5: every content cell stays under 300 tokens.
import { KNOWLEDGE_CELL_MAX_TOKENS } from '../../../schema/rules/knowledge';
import { estimateTokens } from '../../../schema/rules/tokens';
import { CsvSyntaxError, parseCsv } from '../../answering';
import { ParseRefusal, type Block } from './document';
import { decodeText } from './text';

/** Product fields nest a level or two; a cell nested deeper is kept as text, not walked as fields. */
const JSON_CELL_MAX_DEPTH = 8;

/** Whether a parsed value nests deeper than `limit` (counted without recursion, so any depth is safe to ask). */
function nestsDeeper(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > limit) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

function jsonObject(cell: string): Record<string, unknown> | undefined {
  const trimmed = cell.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || nestsDeeper(value, JSON_CELL_MAX_DEPTH)) return undefined;
    return value as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function checkCell(text: string, row: number): void {
  const tokens = estimateTokens(text);
  if (tokens >= KNOWLEDGE_CELL_MAX_TOKENS) throw new ParseRefusal('cell_too_long', { row }, `${tokens} tokens`);
}

export function parseAutoQaCsv(bytes: Buffer): Block[] {
  const text = decodeText(bytes);
  if (!text.trim()) throw new ParseRefusal('empty');
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ParseRefusal('csv_syntax', { row: error.line }, error.message);
    throw error;
  }
  const [header, ...rows] = records;
  const columns = header.fields.map((name) => name.trim());
  if (columns[0]?.toLowerCase() !== 'content') throw new ParseRefusal('csv_columns', { row: header.line });

  const blocks: Block[] = [];
  rows.forEach((record) => {
    // Named by its line in the file, as the Q&A import's rows are.
    const row = record.line;
    const [content = '', ...extra] = record.fields;
    const lines = content.trim() ? [content.trim()] : [];
    checkCell(content, row);
    const metadata: Record<string, unknown> = {};
    extra.forEach((cell, j) => {
      const name = columns[j + 1] || `column${j + 2}`;
      if (!cell.trim()) return;
      const fields = jsonObject(cell);
      if (!fields) {
        metadata[name] = cell.trim();
        lines.push(`${name}: ${cell.trim()}`);
        return;
      }
      metadata[name] = fields;
      for (const [key, value] of Object.entries(fields)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        if (key === 'content') checkCell(String(value), row);
        lines.push(key === 'content' ? String(value) : `${key}: ${value}`);
      }
    });
    if (lines.length === 0) return;
    blocks.push({ kind: 'record', text: lines.join('\n'), location: { row }, metadata });
  });
  if (blocks.length === 0) throw new ParseRefusal('empty');
  return blocks;
}
