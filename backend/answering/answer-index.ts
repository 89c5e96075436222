// The trained matching index of one bot: plain JSON-able data (stored as the bot's training result) built
// from its Q&A groups. Two BM25 fields: every phrasing as its own document, and every group as one document
// of all its phrasings and answers (so a group's whole wording, and the answer's vocabulary, support a match).
import { normalise } from './normalise';
import { tokenise } from './tokenise';

export interface QaGroupSource {
  id: string;
  questions: string[];
  answers?: string[];
}

/** Term statistics of one field: postings hold [document, term frequency] pairs flattened. */
export interface FieldIndex {
  readonly terms: readonly string[];
  readonly postings: readonly (readonly number[])[];
  readonly lengths: readonly number[];
}

export interface AnswerIndex {
  readonly version: 1;
  readonly groups: readonly { readonly id: string; readonly questions: readonly string[] }[];
  /** One document per phrasing. */
  readonly questions: FieldIndex;
  /** For each phrasing document: its group's position in `groups` and its position in that group's questions. */
  readonly phrasingGroup: readonly number[];
  readonly phrasingQuestion: readonly number[];
  /** One document per group: its phrasings and answers joined. */
  readonly groupTexts: FieldIndex;
}

export interface BuildOptions {
  /** Include answer text in the group documents (default true); off saves time and space for long answers. */
  indexAnswers?: boolean;
}

export const INDEX_VERSION = 1;

class FieldBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly postings: number[][] = [];
  private readonly lengths: number[] = [];

  add(text: string): void {
    const doc = this.lengths.length;
    const counts = new Map<string, number>();
    const terms = tokenise(normalise(text));
    for (const term of terms) counts.set(term.text, (counts.get(term.text) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.terms.length;
        this.termIds.set(term, id);
        this.terms.push(term);
        this.postings.push([]);
      }
      this.postings[id].push(doc, tf);
    }
    this.lengths.push(terms.length);
  }

  build(): FieldIndex {
    return { terms: this.terms, postings: this.postings, lengths: this.lengths };
  }
}

/** Builds the index; group order and ids are kept, and duplicate phrasings of a group count once. */
export function buildIndex(groups: readonly QaGroupSource[], options: BuildOptions = {}): AnswerIndex {
  const indexAnswers = options.indexAnswers ?? true;
  const questions = new FieldBuilder();
  const groupTexts = new FieldBuilder();
  const phrasingGroup: number[] = [];
  const phrasingQuestion: number[] = [];
  const storedGroups = groups.map((group, groupIndex) => {
    const phrasings = [...new Set(group.questions.map((question) => question.trim()).filter(Boolean))];
    phrasings.forEach((question, questionIndex) => {
      questions.add(question);
      phrasingGroup.push(groupIndex);
      phrasingQuestion.push(questionIndex);
    });
    groupTexts.add([...phrasings, ...(indexAnswers ? (group.answers ?? []) : [])].join('\n'));
    return { id: group.id, questions: phrasings };
  });
  return {
    version: INDEX_VERSION,
    groups: storedGroups,
    questions: questions.build(),
    phrasingGroup,
    phrasingQuestion,
    groupTexts: groupTexts.build(),
  };
}

/** One field of several indexes as one: documents in order, each term's postings shifted past the documents before. */
function mergeFields(fields: readonly FieldIndex[]): FieldIndex {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings: number[][] = [];
  const lengths: number[] = [];
  for (const field of fields) {
    const offset = lengths.length;
    field.terms.forEach((term, termIndex) => {
      let id = termIds.get(term);
      if (id === undefined) {
        id = terms.length;
        termIds.set(term, id);
        terms.push(term);
        postings.push([]);
      }
      const merged = postings[id];
      const own = field.postings[termIndex];
      for (let i = 0; i < own.length; i += 2) merged.push(own[i] + offset, own[i + 1]);
    });
    // One by one: spreading hundreds of thousands of items as arguments overflows the stack.
    for (const length of field.lengths) lengths.push(length);
  }
  return { terms, postings, lengths };
}

/**
 * Several indexes as one, as buildIndex would have built it from all their groups in order (each part's ids given its
 * prefix): one set of term statistics, so that items of different sources are ranked against each other on one scale.
 */
export function mergeIndexes(parts: readonly { index: AnswerIndex; idPrefix: string }[]): AnswerIndex {
  const groups: { id: string; questions: readonly string[] }[] = [];
  const phrasingGroup: number[] = [];
  const phrasingQuestion: number[] = [];
  for (const { index, idPrefix } of parts) {
    const groupOffset = groups.length;
    for (const group of index.groups) groups.push({ id: `${idPrefix}${group.id}`, questions: group.questions });
    for (const group of index.phrasingGroup) phrasingGroup.push(group + groupOffset);
    for (const question of index.phrasingQuestion) phrasingQuestion.push(question);
  }
  return {
    version: INDEX_VERSION,
    groups,
    questions: mergeFields(parts.map((part) => part.index.questions)),
    phrasingGroup,
    phrasingQuestion,
    groupTexts: mergeFields(parts.map((part) => part.index.groupTexts)),
  };
}
