// Builds an operation document and collapses its whitespace: catalogue reads travel as GET query
// strings, so every byte counts. Safe because the documents hold no string literals.
export function gql(strings: TemplateStringsArray, ...values: string[]): string {
  const text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ''), '');
  return text.replace(/\s+/g, ' ').replace(/\s*([{}():,])\s*/g, '$1').trim();
}
