// A list page's state in the URL: its page number and its filters, so a reload, a shared link or
// the back button shows the same list.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams(pageKey = 'page') {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(pageKey)) || 1);
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set(pageKey, String(n));
    setParams(next);
  };
  /**
   * A filter form's submit handler: the named fields, trimmed, become the URL's query (back to the
   * first page); an empty field, or one left at its default, is left out.
   */
  const filterFrom =
    (names: readonly string[], defaults: Readonly<Record<string, string>> = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const next = new URLSearchParams();
      for (const name of names) {
        const v = String(data.get(name) ?? '').trim();
        if (v && v !== defaults[name]) next.set(name, v);
      }
      setParams(next);
    };
  return { params, setParams, page, goTo, filterFrom };
}
