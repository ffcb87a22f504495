/**
 * Okapi BM25 over pre-tokenized weighted fields: the hand-written ranker the guide used first,
 * kept as the baseline that the search library is measured against (docs/decisions/009).
 */

export interface IndexedDoc<T> {
  ref: T;
  fields: Array<{ tokens: string[]; weight: number }>;
}

export interface SearchHit<T> {
  ref: T;
  score: number;
  /** Query tokens this document matched. */
  matched: string[];
}

const K1 = 1.2;
const B = 0.75;

export class Bm25Index<T> {
  private readonly termFreqs: Array<Map<string, number>> = [];
  private readonly lengths: number[] = [];
  private readonly docFreq = new Map<string, number>();
  private readonly refs: T[] = [];
  private avgLength = 0;

  constructor(docs: Array<IndexedDoc<T>>) {
    for (const doc of docs) {
      const tf = new Map<string, number>();
      let length = 0;
      for (const field of doc.fields) {
        for (const token of field.tokens) {
          tf.set(token, (tf.get(token) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      for (const token of tf.keys()) this.docFreq.set(token, (this.docFreq.get(token) ?? 0) + 1);
      this.termFreqs.push(tf);
      this.lengths.push(length);
      this.refs.push(doc.ref);
    }
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  /** Inverse document frequency (the BM25+ variant that never goes negative). */
  idf(token: string): number {
    const n = this.refs.length;
    const df = this.docFreq.get(token) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** `query` maps each token to its weight. */
  search(query: Map<string, number>, limit = 10): SearchHit<T>[] {
    const hits: SearchHit<T>[] = [];
    for (let i = 0; i < this.refs.length; i++) {
      const tf = this.termFreqs[i]!;
      const norm = K1 * (1 - B + (B * this.lengths[i]!) / this.avgLength);
      let score = 0;
      const matched: string[] = [];
      for (const [token, weight] of query) {
        const f = tf.get(token);
        if (!f) continue;
        score += weight * this.idf(token) * ((f * (K1 + 1)) / (f + norm));
        matched.push(token);
      }
      if (score > 0) hits.push({ ref: this.refs[i]!, score, matched });
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit);
  }
}
