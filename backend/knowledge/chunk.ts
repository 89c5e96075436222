// Cuts a parsed file into passages for retrieval: a CSV row is one passage; running text is gathered paragraph
// by paragraph under its heading into passages of about 200–350 estimated tokens, a paragraph longer than that
// is cut at sentence ends (Chinese, Japanese and English punctuation), and a passage cut for length repeats the
// previous one's last sentence so an answer that straddles the cut is still found whole. PDF passages do not
// cross pages.
import { CHARACTERS_PER_OTHER_TOKEN, estimateTokens } from '../../schema/rules/tokens';
import type { Block } from './parse';
import type { BlockLocation } from './parse/document';

export const CHUNK_TARGET_TOKENS = 200;
export const CHUNK_MAX_TOKENS = 350;
const OVERLAP_MAX_TOKENS = 60;

/**
 * Characters of text that surely yield more than `chunks` passages: a passage holds about CHUNK_MAX_TOKENS and any
 * character counts at least 1 ÷ 3.75 of a token, with a quarter more for separators and uneven cuts. A parser
 * stops at this many, long before chunking a hostile file in full.
 */
export const textBeyondChunks = (chunks: number) => Math.ceil(chunks * CHUNK_MAX_TOKENS * CHARACTERS_PER_OTHER_TOKEN * 1.25);

export interface Chunk {
  text: string;
  section: string;
  location: BlockLocation;
  metadata: Record<string, unknown>;
  tokens: number;
}

// A sentence ends after 。！？；… (with any closing quote) or after . ! ? followed by a space; a line break too.
const SENTENCE_END = /(?<=[。！？；!?…][」』”’）)]?|[.!?;](?=\s))\s*|\n+/u;

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence still over the limit (a list without punctuation) is cut at the limit's length. */
function hardSplit(sentence: string): string[] {
  const tokens = estimateTokens(sentence);
  if (tokens <= CHUNK_MAX_TOKENS) return [sentence];
  const characters = Array.from(sentence);
  const size = Math.ceil(characters.length / Math.ceil(tokens / CHUNK_TARGET_TOKENS));
  const pieces: string[] = [];
  for (let i = 0; i < characters.length; i += size) pieces.push(characters.slice(i, i + size).join(''));
  return pieces;
}

interface Piece {
  text: string;
  tokens: number;
  location: BlockLocation;
  /** A later sentence of the same paragraph: joined with a space (or nothing after CJK) rather than a line break. */
  continues?: boolean;
  /** Repeated from the previous chunk: the chunk's location is that of its first new piece. */
  repeated?: boolean;
}

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u;

function joinPieces(pieces: Piece[]): string {
  return pieces.reduce((text, piece, i) => {
    if (i === 0) return piece.text;
    const separator = piece.continues ? (CJK_END.test(text) ? '' : ' ') : '\n';
    return text + separator + piece.text;
  }, '');
}

export function chunkBlocks(blocks: Block[]): Chunk[] {
  const chunks: Chunk[] = [];
  let section = '';
  let pieces: Piece[] = [];
  let tokens = 0;

  const flush = () => {
    if (pieces.length === 0) return;
    const text = joinPieces(pieces);
    const located = pieces.find((piece) => !piece.repeated) ?? pieces[0];
    chunks.push({ text, section, location: located.location, metadata: {}, tokens: estimateTokens(text) });
    pieces = [];
    tokens = 0;
  };
  const add = (piece: Piece) => {
    if (tokens > 0 && tokens + piece.tokens > CHUNK_MAX_TOKENS) {
      const last = pieces.at(-1);
      flush();
      const overlap = last ? (splitSentences(last.text).at(-1) ?? '') : '';
      const overlapTokens = estimateTokens(overlap);
      if (last && overlap && overlapTokens <= OVERLAP_MAX_TOKENS && overlapTokens + piece.tokens <= CHUNK_MAX_TOKENS) {
        pieces.push({ text: overlap, tokens: overlapTokens, location: last.location, repeated: true });
        tokens = overlapTokens;
      }
    }
    pieces.push(pieces.length === 0 ? { ...piece, continues: false } : piece);
    tokens += piece.tokens;
  };

  for (const block of blocks) {
    if (block.kind === 'record') {
      flush();
      chunks.push({ text: block.text, section, location: block.location, metadata: block.metadata ?? {}, tokens: estimateTokens(block.text) });
      continue;
    }
    if (block.kind === 'heading') {
      flush();
      section = block.text.slice(0, 200);
      continue;
    }
    // A PDF passage stays on one page, so the page it names is where all of it is.
    if (block.location.page !== undefined && pieces.length > 0 && pieces[0].location.page !== block.location.page) flush();
    const blockTokens = estimateTokens(block.text);
    if (blockTokens <= CHUNK_MAX_TOKENS) {
      add({ text: block.text, tokens: blockTokens, location: block.location });
      continue;
    }
    // A long paragraph: its sentences are the pieces, each carrying the paragraph's location.
    splitSentences(block.text)
      .flatMap(hardSplit)
      .forEach((sentence, i) => add({ text: sentence, tokens: estimateTokens(sentence), location: block.location, continues: i > 0 }));
  }
  flush();
  return chunks;
}

/** Without a language model a file's summary is its opening sentences, up to about 200 characters. */
export function firstSentencesSummary(blocks: Block[], maxCharacters = 200): string {
  let summary = '';
  for (const block of blocks) {
    if (block.kind === 'heading') continue;
    for (const sentence of splitSentences(block.text)) {
      if (summary && summary.length + sentence.length > maxCharacters) return summary;
      summary = summary ? `${summary}${CJK_END.test(summary) ? '' : ' '}${sentence}` : sentence;
      if (summary.length >= maxCharacters) return `${Array.from(summary).slice(0, maxCharacters - 1).join('')}…`;
    }
  }
  return summary;
}
