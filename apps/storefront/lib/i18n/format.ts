// Placeholder filling on its own, so that client code can use it without pulling in the whole
// message catalogue (catalog.ts imports every message module).

/** Replaces {name} placeholders; unknown placeholders stay as they are. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
