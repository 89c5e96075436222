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
