import { describe, expect, it } from 'vitest';
import { createReadMemo, readMemoKey } from './read-memo';

const policy = { tags: ['products', 'products:charter_hospitality'], revalidateSeconds: 60 };

describe('read memo', () => {
  it('answers within its lifetime and forgets afterwards', () => {
    const memo = createReadMemo(10, 5_000);
    memo.set('k', { a: 1 }, policy, 1_000);
    expect(memo.get('k', 5_999)).toEqual({ a: 1 });
    expect(memo.get('k', 6_000)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('never keeps an entry longer than the read may be cached', () => {
    const memo = createReadMemo(10, 5_000);
    memo.set('k', 1, { tags: [], revalidateSeconds: 2 }, 0);
    expect(memo.get('k', 1_999)).toBe(1);
    expect(memo.get('k', 2_000)).toBeUndefined();
    memo.set('z', 1, { tags: [], revalidateSeconds: 0 }, 0);
    expect(memo.get('z', 0)).toBeUndefined();
  });

  it('freezes what it stores, so no request can change what the next one sees', () => {
    const memo = createReadMemo();
    const original = { items: [{ position: 3 }, { position: 1 }] };
    memo.set('k', original, policy);
    const answer = memo.get<typeof original>('k');
    expect(answer).toBe(original);
    expect(Object.isFrozen(answer?.items)).toBe(true);
    expect(Object.isFrozen(answer?.items[0])).toBe(true);
    expect(() => answer?.items.sort((a, b) => a.position - b.position)).toThrow(TypeError);
    expect([...(answer?.items ?? [])].sort((a, b) => a.position - b.position)[0]).toEqual({
      position: 1,
    });
  });

  it('is bounded, dropping the least recently used entry', () => {
    const memo = createReadMemo(2);
    memo.set('a', 1, policy);
    memo.set('b', 2, policy);
    memo.get('a');
    memo.set('c', 3, policy);
    expect(memo.size).toBe(2);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
  });

  it('forgets by tag', () => {
    const memo = createReadMemo();
    memo.set('a', 1, policy);
    memo.set('b', 2, { tags: ['store-config'], revalidateSeconds: 300 });
    memo.forgetTag('products');
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
  });

  it('shares only anonymous cacheable reads, keyed by store and variables', () => {
    const base = {
      query: 'query Q { a }',
      store: 'charter_hospitality',
      method: 'GET' as const,
      cache: { tags: ['products'], revalidate: 60 },
    };
    expect(readMemoKey(base)).not.toBeNull();
    expect(readMemoKey({ ...base, cache: 'no-store' })).toBeNull();
    expect(readMemoKey({ ...base, cache: undefined })).toBeNull();
    expect(readMemoKey({ ...base, token: 't' })).toBeNull();
    expect(readMemoKey({ ...base, clientAddress: '10.0.0.1' })).toBeNull();
    expect(readMemoKey({ ...base, captchaToken: 'c' })).toBeNull();
    expect(readMemoKey({ ...base, store: 'charter_seniorliving' })).not.toBe(readMemoKey(base));
    expect(readMemoKey({ ...base, variables: { id: 1 } })).not.toBe(
      readMemoKey({ ...base, variables: { id: 2 } }),
    );
  });
});
