import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { normaliseTermText, SearchTermService } from './search-term.service.js';

describe('search term counting in memory', () => {
  it('normalises texts: trimmed, cut at 128 characters, empty is none', () => {
    expect(normaliseTermText('  Caster  ')).toBe('Caster');
    expect(normaliseTermText('x'.repeat(200))).toHaveLength(128);
    expect(normaliseTermText(`caster${' '.repeat(130)}y`)).toBe('caster');
    expect(normaliseTermText('   ')).toBeNull();
    expect(normaliseTermText(null)).toBeNull();
  });

  it('counts one text whatever its case and spaces, and holds a bounded number of texts', () => {
    const terms = new SearchTermService({} as Db, 2);
    terms.record(1, 'Caster', 6);
    terms.record(1, ' caster ', 5);
    terms.record(2, 'caster', 5);
    expect(terms.pendingSearches).toBe(3);
    // A third distinct text does not fit until the next write; known texts still count.
    terms.record(1, 'sofa', 9);
    terms.record(1, 'CASTER', 4);
    expect(terms.pendingSearches).toBe(4);
    expect(terms.droppedSearches).toBe(1);
    terms.record(1, '   ', 0);
    expect(terms.pendingSearches).toBe(4);
  });

  it('puts the counts back when a write fails', async () => {
    const failing = { executeQuery: () => Promise.reject(new Error('database down')) };
    const db = { getExecutor: () => failing } as unknown as Db;
    const terms = new SearchTermService(db);
    terms.record(1, 'caster', 6);
    terms.record(1, 'caster', 6);
    await expect(terms.flush()).rejects.toThrow();
    expect(terms.pendingSearches).toBe(2);
  });
});
