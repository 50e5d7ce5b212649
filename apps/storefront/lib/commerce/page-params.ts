// Helpers for route files: read the first value of a search parameter.
export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, name: string): string | undefined {
  const v = params[name];
  return Array.isArray(v) ? v[0] : v;
}
