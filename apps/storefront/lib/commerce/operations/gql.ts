import { stripIgnoredCharacters } from 'graphql';

// Builds an operation document from a template (interpolated values are fragment texts) and
// strips what GraphQL ignores: catalogue reads travel as GET query strings, so every byte counts.
// graphql-js's own lexer does the stripping, so string literals and block strings keep their
// spaces, and a lexical error (an unterminated string) surfaces when its module loads.
export function gql(strings: TemplateStringsArray, ...values: string[]): string {
  const text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ''), '');
  return stripIgnoredCharacters(text);
}
