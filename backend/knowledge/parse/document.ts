// What every parser produces: the file's text as ordered blocks (headings, paragraphs, table or CSV rows), each
// with where it came from, and the refusal a parser throws when a file cannot be used.
import type { KnowledgeLocation, KnowledgeRefusal } from '../../../schema/rules/knowledge';
import { AppError } from '../../http/errors';

export interface BlockLocation extends KnowledgeLocation {
  /** 1-based paragraph of a TXT or DOCX file (tables count one per row). */
  paragraph?: number;
}

export interface Block {
  /** heading: a section title; record: a CSV row, always a chunk of its own; paragraph: running text or a table row. */
  kind: 'heading' | 'paragraph' | 'record';
  text: string;
  location: BlockLocation;
  metadata?: Record<string, unknown>;
}

export type KnowledgeFormat = 'csv' | 'txt' | 'docx' | 'pdf';

const REFUSAL_TEXT: Record<KnowledgeRefusal, string> = {
  empty: 'the file is empty',
  wrong_type: 'the content is not a CSV, TXT, DOCX or PDF file (or does not match its extension)',
  not_utf8: 'not UTF-8 text',
  corrupt_docx: 'the DOCX file is damaged',
  corrupt_pdf: 'the PDF file is damaged',
  no_text_layer: 'the PDF has no text layer (scanned pages need OCR first)',
  csv_syntax: 'CSV syntax error',
  csv_columns: 'the first column must be Content',
  cell_too_long: 'the Content cell is 300 tokens or longer',
  too_many_chunks: 'the file yields more passages than one file may hold',
  bot_chunk_limit: "the bot's files together would hold more passages than a bot may",
  too_complex: 'the file takes too long or too much memory to read',
};

function where(location: KnowledgeLocation): string {
  if (location.row) return `, row ${location.row}`;
  if (location.page) return `, page ${location.page}`;
  return '';
}

/** 400 KNOWLEDGE_FILE_INVALID naming the file and, when known, the row or page. */
export class KnowledgeFileRefused extends AppError {
  constructor(
    readonly file: string,
    readonly reason: KnowledgeRefusal,
    readonly location: KnowledgeLocation = {},
    readonly detail?: string,
  ) {
    super('KNOWLEDGE_FILE_INVALID', `${file}${where(location)}: ${REFUSAL_TEXT[reason]}${detail ? ` (${detail})` : ''}`);
  }
}

/** A refusal raised before the file name is known (inside a parser); the caller names the file. */
export class ParseRefusal extends Error {
  constructor(
    readonly reason: KnowledgeRefusal,
    readonly location: KnowledgeLocation = {},
    readonly detail?: string,
  ) {
    super(REFUSAL_TEXT[reason]);
  }
}
