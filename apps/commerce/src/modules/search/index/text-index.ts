// Search text matching in memory: per field (name, SKU, descriptions) a sorted term list with one
// Int32Array of postings, so a word matches as a prefix by binary search and the matching products
// are set in a bitset; words of four letters or more also match names within one or two typos
// (bounded edit distance over the name vocabulary). Every word of the term must match somewhere;
// the whole term may also be the start of a SKU. Relevance puts name matches above SKU matches
// above description-only matches (Magento's weighting), exact words above prefixes and typos.
// MiniSearch was measured first at 100,000 products: 8.5 s to build, +111 MB heap, 230–260 ms for
// a two-letter prefix; see docs/decisions/0800.
import { Bitset } from './bitset.js';

export interface TextDoc {
  /** Dense product number in the snapshot. */
  id: number;
  name: string;
  sku: string;
  short_description: string;
  description: string;
}

export interface TextMatch {
  bits: Bitset;
  /** Relevance of the members of `bits`. */
  score: Scores;
}

/**
 * Relevance of a match's members only: their dense numbers ascending and a score each. A dense
 * array over the catalogue (800 KB at 100,000 products) per search term made most of a search
 * suggestion's garbage; a prefix matches a few thousand products at most of those.
 */
export class Scores {
  constructor(
    /** Dense numbers, ascending. */
    readonly ids: Int32Array,
    readonly values: Float64Array,
  ) {}

  /** Where the last lookup ended: lookups in ascending order (a walk over the match) cost O(1). */
  private at = 0;

  /** The score of `d`; 0 when `d` is not a member. */
  get(d: number): number {
    const ids = this.ids;
    let i = this.at;
    if (ids[i] === d) return this.values[i] as number;
    if (ids[i + 1] === d) {
      this.at = i + 1;
      return this.values[i + 1] as number;
    }
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      i = (lo + hi) >>> 1;
      const v = ids[i] as number;
      if (v === d) {
        this.at = i;
        return this.values[i] as number;
      }
      if (v < d) lo = i + 1;
      else hi = i - 1;
    }
    return 0;
  }
}

/** Words of letters and digits only, as the old full-text query did; at most 8 are searched. */
const WORD = /[^\p{L}\p{N}]+/u;
const LETTER = /\p{L}/u;
const TAGS = /<[^>]*>/g;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const TIER = 1_000_000;
const MIN_DESCRIPTION_PREFIX = 3;

export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(WORD)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));

const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(WORD)
      .filter(Boolean)
      .map((w) => w.slice(0, MAX_WORD_LENGTH)),
  );

/** Terms of one field in code-unit order; postings of terms[i] are post[start[i] .. start[i+1]). */
class FieldIndex {
  readonly terms: string[];
  readonly start: Int32Array;
  readonly post: Int32Array;

  constructor(byTerm: Map<string, number[]>) {
    this.terms = [...byTerm.keys()].sort();
    this.start = new Int32Array(this.terms.length + 1);
    let total = 0;
    this.terms.forEach((t, i) => {
      this.start[i] = total;
      total += (byTerm.get(t) as number[]).length;
    });
    this.start[this.terms.length] = total;
    this.post = new Int32Array(total);
    this.terms.forEach((t, i) => this.post.set(byTerm.get(t) as number[], this.start[i] as number));
  }

  /** The index of `term` as a one-term range, or an empty one. */
  exactRange(term: string): [number, number] {
    const lo = lowerBound(this.terms, term);
    return this.terms[lo] === term ? [lo, lo + 1] : [lo, lo];
  }

  /** Indexes of the terms starting with `prefix`: [lo, hi). */
  prefixRange(prefix: string): [number, number] {
    const lo = lowerBound(this.terms, prefix);
    let hi = lo;
    while (hi < this.terms.length && (this.terms[hi] as string).startsWith(prefix)) hi++;
    return [lo, hi];
  }
}

interface Field {
  index: FieldIndex;
  weight: number;
  tier: number;
}

/**
 * Collects documents one at a time (the snapshot build reads the catalogue in chunks and drops
 * each chunk's descriptions once added), then builds the index.
 */
export class TextIndexBuilder {
  private readonly name = new Map<string, number[]>();
  private readonly sku = new Map<string, number[]>();
  private readonly desc = new Map<string, number[]>();
  private readonly skus: { sku: string; id: number }[] = [];

  add(d: TextDoc): void {
    addWords(this.name, d.name, d.id);
    addWords(this.sku, d.sku, d.id);
    addWords(this.desc, `${d.short_description} ${d.description}`.replace(TAGS, ' '), d.id);
    this.skus.push({ sku: d.sku.toLowerCase(), id: d.id });
  }

  /** `size`: the bitset size (the snapshot's capacity). */
  build(size: number): TextIndex {
    const order = this.skus.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.id - b.id));
    return new TextIndex(
      size,
      [new FieldIndex(this.name), new FieldIndex(this.sku), new FieldIndex(this.desc)],
      order.map((o) => o.sku),
      Int32Array.from(order.map((o) => o.id)),
    );
  }
}

function addWords(byTerm: Map<string, number[]>, text: string, id: number): void {
  for (const w of wordsOf(text)) {
    const list = byTerm.get(w);
    if (list) list.push(id);
    else byTerm.set(w, [id]);
  }
}

export class TextIndex {
  private readonly fields: Field[];
  private readonly names: FieldIndex;
  /** Name terms with a letter (typo tolerance never applies to numbers). */
  private readonly fuzzyTerms: Int32Array;

  /** An index over `docs` (dense numbers below `size`). */
  static of(docs: readonly TextDoc[], size = docs.length): TextIndex {
    const b = new TextIndexBuilder();
    for (const d of docs) b.add(d);
    return b.build(size);
  }

  constructor(
    private readonly size: number,
    [names, skus, descriptions]: FieldIndex[],
    private readonly skuSorted: string[],
    private readonly skuDense: Int32Array,
  ) {
    this.names = names as FieldIndex;
    this.fields = [
      { index: this.names, weight: 6, tier: 2 },
      { index: skus as FieldIndex, weight: 3, tier: 1 },
      { index: descriptions as FieldIndex, weight: 1, tier: 0 },
    ];
    this.fuzzyTerms = Int32Array.from(
      this.names.terms.flatMap((t, i) => (LETTER.test(t) ? [i] : [])),
    );
  }

  search(term: string): TextMatch {
    // First only bits: per word and field, the products matching the word exactly and as a
    // prefix (names also within one or two typos). Scores are then computed for the final match
    // only, from those sets, so the hot loop over postings just sets bits.
    const perWord = searchWords(term).map((w) => this.wordSets(w));
    let words: Bitset | null = null;
    for (const ws of perWord) words = words ? words.and(ws.any) : ws.any.clone();
    words ??= new Bitset(this.size);
    const wordScore = (id: number): number => {
      let tier = 0;
      let sum = 0;
      for (const ws of perWord) {
        let best = 0;
        ws.fields.forEach((f, i) => {
          const field = this.fields[i] as Field;
          const s = f.exact.has(id) ? field.weight : f.prefix.has(id) ? field.weight * 0.6 : 0;
          if (s > 0 && field.tier > tier) tier = field.tier;
          if (s > best) best = s;
        });
        for (const [edits, fuzzy] of ws.fuzzy) {
          if (!fuzzy.has(id)) continue;
          tier = 2;
          best = Math.max(best, 6 * (0.45 / edits));
        }
        sum += best;
      }
      return tier * TIER + sum;
    };
    // The whole term as the start of a SKU (an exact SKU ranks above other SKU matches).
    const skuScore = new Map<number, number>();
    const prefix = term.trim().toLowerCase();
    if (prefix) {
      for (let i = lowerBound(this.skuSorted, prefix); i < this.skuSorted.length; i++) {
        const sku = this.skuSorted[i] as string;
        if (!sku.startsWith(prefix)) break;
        skuScore.set(this.skuDense[i] as number, TIER + (sku === prefix ? TIER / 2 : 0));
      }
    }
    const bits = words.clone();
    for (const id of skuScore.keys()) bits.add(id);
    const ids = bits.toArray();
    const values = new Float64Array(ids.length);
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      const w = words.has(id) ? wordScore(id) : 0;
      const s = skuScore.get(id);
      values[k] = s !== undefined && s > w ? s : w;
    }
    return { bits, score: new Scores(ids, values) };
  }

  private wordSets(w: string): {
    any: Bitset;
    fields: { exact: Bitset; prefix: Bitset }[];
    fuzzy: [number, Bitset][];
  } {
    const any = new Bitset(this.size);
    const fields = this.fields.map((f) => {
      const exact = new Bitset(this.size);
      const prefix = new Bitset(this.size);
      // Descriptions hold most words: there a word of one or two letters must match whole.
      const [lo, hi] =
        f.tier === 0 && w.length < MIN_DESCRIPTION_PREFIX
          ? f.index.exactRange(w)
          : f.index.prefixRange(w);
      const { terms, start, post } = f.index;
      for (let i = lo; i < hi; i++) {
        const target = terms[i] === w ? exact : prefix;
        for (let k = start[i] as number; k < (start[i + 1] as number); k++)
          target.add(post[k] as number);
      }
      prefix.or(exact);
      any.or(prefix);
      return { exact, prefix };
    });
    // A typo in a name word: one edit from four letters, two from eight.
    const fuzzy: [number, Bitset][] = [];
    const maxEdits = w.length >= 8 ? 2 : w.length >= 4 ? 1 : 0;
    if (maxEdits > 0 && LETTER.test(w)) {
      const names = this.names;
      const byEdits = new Map<number, Bitset>();
      for (const i of this.fuzzyTerms) {
        const t = names.terms[i] as string;
        if (Math.abs(t.length - w.length) > maxEdits || t.startsWith(w)) continue;
        const d = editDistance(w, t, maxEdits);
        if (d > maxEdits) continue;
        let b = byEdits.get(d);
        if (!b) byEdits.set(d, (b = new Bitset(this.size)));
        for (let k = names.start[i] as number; k < (names.start[i + 1] as number); k++)
          b.add(names.post[k] as number);
      }
      for (const [d, b] of byEdits) {
        any.or(b);
        fuzzy.push([d, b]);
      }
    }
    return { any, fields, fuzzy };
  }
}

/**
 * A built index plus the documents changed since (incremental snapshot updates): products in
 * `stale` are answered by the small `delta` index over their current text instead of the main
 * one. Matching and scoring are per document, so the answers equal those of one index over all
 * current documents.
 */
export class LayeredText {
  constructor(
    readonly main: TextIndex,
    readonly stale: Bitset | null = null,
    readonly deltaDocs: ReadonlyMap<number, TextDoc> = new Map(),
    private readonly delta: TextIndex | null = null,
  ) {}

  /** The same index with these products' text replaced (null: the product left the index). */
  with(size: number, changed: ReadonlyMap<number, TextDoc | null>): LayeredText {
    const stale = this.stale ? this.stale.clone() : new Bitset(size);
    const docs = new Map(this.deltaDocs);
    for (const [d, doc] of changed) {
      stale.add(d);
      if (doc) docs.set(d, doc);
      else docs.delete(d);
    }
    return new LayeredText(
      this.main,
      stale,
      docs,
      docs.size > 0 ? TextIndex.of([...docs.values()], size) : null,
    );
  }

  search(term: string): TextMatch {
    const m = this.main.search(term);
    if (!this.stale) return m;
    const bits = m.bits.andNot(this.stale);
    const d = this.delta?.search(term);
    if (d) bits.or(d.bits);
    const ids = bits.toArray();
    const values = new Float64Array(ids.length);
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      values[k] = d?.bits.has(id) ? d.score.get(id) : m.score.get(id);
    }
    return { bits, score: new Scores(ids, values) };
  }
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Levenshtein distance, giving up (returning max + 1) once every path exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}
