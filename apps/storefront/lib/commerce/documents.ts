// The text an operation travels as. The generated documents (generated/graphql.ts, from the
// .graphql files under */operations) hold the printed operation with its fragments appended; on
// the wire it goes without what GraphQL ignores: catalogue reads travel as GET query strings, so
// every byte counts. graphql-js's own lexer does the stripping, so string literals and block
// strings keep their spaces, and a lexical error (an unterminated string) surfaces on first use.
// Each document is stripped once per process. docs/decisions/1030
import { stripIgnoredCharacters } from 'graphql';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** A generated operation: its text, typed with the operation's result and variables. */
export type OperationDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

export interface WireDocument {
  /** The operation with its fragments, stripped of ignored characters. */
  query: string;
  /** The operation's name, sent beside it as operationName. */
  operationName: string | undefined;
}

const wire = new Map<string, WireDocument>();

export function wireDocument(document: { toString(): string }): WireDocument {
  const text = document.toString();
  let out = wire.get(text);
  if (!out) {
    const query = stripIgnoredCharacters(text);
    const operationName = /^(?:query|mutation|subscription) ?([_A-Za-z][_0-9A-Za-z]*)/.exec(
      query,
    )?.[1];
    out = { query, operationName };
    wire.set(text, out);
  }
  return out;
}
