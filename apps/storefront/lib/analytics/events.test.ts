import { describe, expect, it } from 'vitest';
import { loginEvent, reportEvent } from './events';
import { pushOnce, type OnceStore } from './once';

describe('reportEvent', () => {
  it('pushes the login event with method email when enabled', () => {
    const target: { dataLayer?: unknown[] } = {};
    reportEvent(loginEvent(), true, target);
    expect(target.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
  });

  it('sends nothing when the flag is off', () => {
    const target: { dataLayer?: unknown[] } = {};
    reportEvent(loginEvent(), false, target);
    expect(target.dataLayer).toBeUndefined();
  });
});

describe('pushOnce', () => {
  function memoryStore(): OnceStore & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  }

  it('pushes a report once, also across page loads sharing the tab storage', () => {
    const store = memoryStore();
    const target: { dataLayer?: unknown[] } = {};
    expect(pushOnce('entry-1|/chairs|list', [{ event: 'view_item_list' }], target, store)).toBe(
      true,
    );
    expect(pushOnce('entry-1|/chairs|list', [{ event: 'view_item_list' }], target, store)).toBe(
      false,
    );
    expect(target.dataLayer).toEqual([{ event: 'view_item_list' }]);
    // Another history entry (a new visit to the page) is a new report.
    expect(pushOnce('entry-2|/chairs|list', [{ event: 'view_item_list' }], target, store)).toBe(
      true,
    );
    expect(target.dataLayer).toHaveLength(2);
    expect(JSON.parse(store.data.get('analytics-sent')!)).toEqual([
      'entry-1|/chairs|list',
      'entry-2|/chairs|list',
    ]);
  });

  it('remembers at most the newest hundred reports and survives unreadable storage', () => {
    const store = memoryStore();
    store.data.set('analytics-sent', '{not json');
    const target: { dataLayer?: unknown[] } = {};
    for (let i = 0; i < 120; i++) pushOnce(`k${i}`, [{ event: 'x' }], target, store);
    expect(JSON.parse(store.data.get('analytics-sent')!)).toHaveLength(100);
    expect(target.dataLayer).toHaveLength(120);
  });
});
