// Finding a bot's entities in a message: every name of every entity (its value and its synonyms) goes into a trie
// over folded text — width (NFKC), case and Traditional/Simplified script folded as the answer engine folds them
// (normalise.ts), punctuation and spaces read as one separator — so 臺北/台北 and 中正區/中正区 meet. A message is
// read from the left; at each place the longest name wins and the reading continues after it (leftmost-longest,
// never overlapping). A Latin name must stand as a whole word; CJK names need no boundary.
import { normalise } from '../answering';
import { SynonymTable } from '../answering/synonyms';
import type { StoredEntity } from './entities.repository';

export interface FoundEntity {
  type: string;
  /** The canonical value, whichever of its names the message used. */
  value: string;
  /** The name as the message wrote it. */
  text: string;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entity?: StoredEntity;
}

/** Folded text, and for each of its code units the original's [start, end) code units. */
interface Folded {
  text: string;
  from: number[];
  to: number[];
}

const foldedChars = new Map<string, string>();
const foldChar = (char: string): string => {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = normalise(char).replace(/ /g, '');
    if (foldedChars.size < 50_000) foldedChars.set(char, folded);
  }
  return folded;
};

/** Folds text character by character, so every folded character knows where it came from. */
export function fold(text: string): Folded {
  const out: Folded = { text: '', from: [], to: [] };
  let offset = 0;
  for (const char of text) {
    const end = offset + char.length;
    const folded = foldChar(char);
    const piece = folded || (out.text && !out.text.endsWith(' ') ? ' ' : '');
    for (let i = 0; i < piece.length; i++) {
      out.from.push(offset);
      out.to.push(end);
    }
    out.text += piece;
    offset = end;
  }
  const trimmed = out.text.trimEnd();
  return { text: trimmed, from: out.from.slice(0, trimmed.length), to: out.to.slice(0, trimmed.length) };
}

const WORD = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A letter or digit of a script that writes spaces between words. */
const isWordChar = (char: string | undefined) => char !== undefined && WORD.test(char) && !CJK.test(char);

export class EntityMatcher {
  private readonly root: TrieNode = { next: new Map() };
  /** The entities' types, sorted. */
  readonly types: string[];
  /** Each entity with two or more names, as a synonym set: every name of an entity reads as one term. */
  readonly synonymSets: string[][];
  private readonly withOwn = new WeakMap<SynonymTable, SynonymTable>();
  private alone: SynonymTable | undefined;

  constructor(entities: readonly StoredEntity[]) {
    this.types = [...new Set(entities.map((entity) => entity.type))].sort();
    this.synonymSets = entities.filter((entity) => entity.synonyms.length > 0).map((entity) => [entity.value, ...entity.synonyms]);
    for (const entity of entities) for (const name of [entity.value, ...entity.synonyms]) this.add(fold(name).text, entity);
  }

  private add(name: string, entity: StoredEntity): void {
    if (!name) return;
    let node = this.root;
    for (const char of name) {
      let child = node.next.get(char);
      if (!child) {
        child = { next: new Map() };
        node.next.set(char, child);
      }
      node = child;
    }
    // The first entity to claim a name keeps it (files in upload order, rows in file order).
    node.entity ??= entity;
  }

  /** The longest name starting at `start` that stands on its own there: its entity and folded end. */
  private longestAt(text: string, start: number): { entity: StoredEntity; end: number } | undefined {
    if (isWordChar(text[start]) && isWordChar(text[start - 1])) return undefined;
    let node: TrieNode | undefined = this.root;
    let best: { entity: StoredEntity; end: number } | undefined;
    for (let i = start; i < text.length && node; i++) {
      node = node.next.get(text[i]);
      if (node?.entity && !(isWordChar(text[i]) && isWordChar(text[i + 1]))) best = { entity: node.entity, end: i + 1 };
    }
    return best;
  }

  /** The entities the text names, left to right, each place read once by its longest name. */
  find(text: string): FoundEntity[] {
    const folded = fold(text);
    const found: FoundEntity[] = [];
    for (let i = 0; i < folded.text.length; ) {
      const hit = this.longestAt(folded.text, i);
      if (!hit) {
        i++;
        continue;
      }
      found.push({ type: hit.entity.type, value: hit.entity.value, text: text.slice(folded.from[i], folded.to[hit.end - 1]) });
      i = hit.end;
    }
    return found;
  }

  /** The bot's own synonym table with the entities' names added (the same table for the same own one). */
  synonymsWith(own: SynonymTable | undefined): SynonymTable | undefined {
    if (this.synonymSets.length === 0) return own;
    if (!own) return (this.alone ??= new SynonymTable(this.synonymSets));
    let table = this.withOwn.get(own);
    if (!table) {
      table = new SynonymTable([...own.sets, ...this.synonymSets]);
      this.withOwn.set(own, table);
    }
    return table;
  }
}
