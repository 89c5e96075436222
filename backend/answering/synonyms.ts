// Query expansion from synonym sets: a message that uses one member of a set (第四台) also looks for the other
// members (有線電視), so a citizen's wording finds an FAQ written in official wording and the other way round.
import { normalise } from './normalise';

export class SynonymTable {
  /** Normalised member → the other members of its set(s). */
  private readonly others = new Map<string, string[]>();
  /** Normalised member → the member as written in its set (normalised text is in Simplified script). */
  private readonly written = new Map<string, string>();
  /** First character → the members starting with it. */
  private readonly byFirst = new Map<string, string[]>();

  /** The sets as given (another table can be built from them and more: the bot's entity names). */
  constructor(readonly sets: readonly (readonly string[])[]) {
    for (const set of sets) {
      const members: string[] = [];
      for (const word of set) {
        const member = normalise(word).replace(/ /g, '');
        if (Array.from(member).length < 2 || members.includes(member)) continue;
        members.push(member);
        if (!this.written.has(member)) this.written.set(member, word.trim());
      }
      for (const member of members) {
        const others = this.others.get(member) ?? [];
        for (const other of members) if (other !== member && !others.includes(other)) others.push(other);
        this.others.set(member, others);
      }
    }
    for (const member of this.others.keys()) {
      const first = member[0];
      const list = this.byFirst.get(first) ?? [];
      list.push(member);
      this.byFirst.set(first, list);
    }
  }

  /** How a normalised member was written in its set. */
  writtenForm(member: string): string {
    return this.written.get(member) ?? member;
  }

  get size(): number {
    return this.others.size;
  }

  /**
   * The members found in normalised text, each once, with the other members of their sets (normalised).
   * Overlapping members (家暴 inside 家暴法) are all read.
   */
  find(normalised: string): { member: string; others: readonly string[] }[] {
    const found = new Map<string, readonly string[]>();
    const text = normalised.replace(/ /g, '');
    for (let i = 0; i < text.length; i++) {
      const candidates = this.byFirst.get(text[i]);
      if (!candidates) continue;
      for (const member of candidates) if (!found.has(member) && text.startsWith(member, i)) found.set(member, this.others.get(member) ?? []);
    }
    return [...found].map(([member, others]) => ({ member, others }));
  }
}
