// An audit entry's change: each top-level field whose value differs between before and after.

type Json = Record<string, unknown>;

function parse(text: string | null | undefined): Json | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : { value: v };
  } catch {
    return { value: text };
  }
}

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

export function changes(before: string | null | undefined, after: string | null | undefined) {
  const b = parse(before) ?? {};
  const a = parse(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys
    .filter((k) => show(b[k]) !== show(a[k]))
    .map((k) => ({ key: k, before: show(b[k]), after: show(a[k]) }));
}

export function Diff({ before, after }: { before?: string | null; after?: string | null }) {
  const rows = changes(before, after);
  if (rows.length === 0) return <span>No field changed</span>;
  return (
    <ul className="diff">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="diff-key">{r.key}</span>: <del>{r.before}</del> → <ins>{r.after}</ins>
        </li>
      ))}
    </ul>
  );
}
