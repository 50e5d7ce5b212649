// One error model: Magento's categories on extensions.category (reference section 1.4).
// Services return expected failures as values; resolvers turn them into these errors.
import type { GraphQLError } from 'graphql';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists'
  | 'graphql'
  | 'internal';

/** An error whose message is safe to show to the client. */
export class ClientError extends Error {
  constructor(
    message: string,
    readonly category: ErrorCategory,
    /** More for the client beside the category (the admin sign-in's otp_required). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export const inputError = (message: string) => new ClientError(message, 'graphql-input');
export const noSuchEntity = (message: string) => new ClientError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) =>
  new ClientError(message, 'graphql-authorization');
export const authenticationError = (message: string) =>
  new ClientError(message, 'graphql-authentication');

export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * For a resolver that finds nothing where the schema promises a value: the error graphql itself
 * gives a non-null field answered with null, so the client sees the same answer.
 */
export const nonNullMissing = (type: string, field: string) =>
  new ClientError(`Cannot return null for non-nullable field ${type}.${field}.`, 'graphql');

/** The HTTP status Magento 2.4.8 gives an executed request, from the first categorised error. */
export function statusForCategory(category: string | undefined): number {
  if (category === 'graphql-authentication') return 401;
  if (category === 'graphql-authorization') return 403;
  return 200;
}

export interface WireError {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions: { category: ErrorCategory } & Record<string, unknown>;
}

/**
 * Shapes a GraphQLError for the wire. Resolver errors that are not ClientErrors are masked;
 * errors without an original error come from parsing/validation/coercion and are client-safe.
 */
export function toWireError(err: GraphQLError, onInternal?: (e: unknown) => void): WireError {
  const original = findOriginal(err);
  const base = {
    ...(err.locations ? { locations: err.locations } : {}),
    ...(err.path ? { path: err.path } : {}),
  };
  if (original instanceof ClientError) {
    return {
      message: original.message,
      ...base,
      extensions: { ...original.extensions, category: original.category },
    };
  }
  if (original) {
    onInternal?.(original);
    return { message: INTERNAL_MESSAGE, ...base, extensions: { category: 'internal' } };
  }
  const category = (err.extensions?.category as ErrorCategory | undefined) ?? 'graphql';
  return { message: err.message, ...base, extensions: { category } };
}

/** Duck-typed: the executing graphql instance may not be the one this module imports. */
export const isGraphQLError = (e: unknown): e is GraphQLError =>
  e instanceof Error && e.name === 'GraphQLError';

function findOriginal(err: GraphQLError): Error | undefined {
  let cur: unknown = err.originalError;
  // graphql-jit and mercurius can wrap errors more than once.
  while (isGraphQLError(cur) && cur.originalError) cur = cur.originalError;
  if (isGraphQLError(cur))
    return cur.extensions?.category
      ? new ClientError(cur.message, cur.extensions.category as ErrorCategory)
      : undefined;
  return cur instanceof Error ? cur : undefined;
}
