// A fixed-size list of the best-scoring ids, for picking a few winners out of thousands without sorting them all.

/**
 * The best `size` entries by score, highest first, ties to the lower id (the order a stable sort of ids in
 * ascending order would give). Kept in two small arrays by insertion.
 */
export class TopList {
  readonly ids: number[] = [];
  readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  offer(id: number, score: number): void {
    const { ids, scores } = this;
    if (this.size <= 0) return;
    let at = ids.length;
    if (at === this.size) {
      const last = at - 1;
      if (score < scores[last] || (score === scores[last] && id > ids[last])) return;
      ids.pop();
      scores.pop();
      at = last;
    }
    while (at > 0 && (scores[at - 1] < score || (scores[at - 1] === score && ids[at - 1] > id))) at--;
    ids.splice(at, 0, id);
    scores.splice(at, 0, score);
  }
}
