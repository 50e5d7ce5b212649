// The console's one way to the admin API: POST /admin-api/graphql with the session cookie and,
// once signed in, the session's CSRF token. Every failure is classified here, once, into one
// result type the pages read: the network (no answer), HTTP (an answer that is not GraphQL) or
// GraphQL (errors with their category, e.g. graphql-authorization).
import type { TypedDocumentString } from '../generated/graphql';

export const ENDPOINT = '/admin-api/graphql';

export type GraphQLIssue = {
  message: string;
  category: string;
  /** The sign-in needs the authenticator code (extensions.otp_required). */
  otpRequired: boolean;
  /** The input field the error is about (extensions.field), when the API names one. */
  field: string | null;
};

export type ApiFailure =
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'graphql'; errors: GraphQLIssue[]; message: string; category: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** Thrown by `request` so query libraries see a failure; carries the classified failure. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'The console cannot reach the shop service. Check your connection.';

let csrfToken: string | null = null;

/** The session's CSRF token, kept in memory only (never in storage a script could read later). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

type Body = { data?: unknown; errors?: unknown };

function issuesOf(errors: unknown): GraphQLIssue[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((e: unknown) => {
    const err = (e ?? {}) as { message?: unknown; extensions?: Record<string, unknown> };
    const ext = err.extensions ?? {};
    return {
      message: typeof err.message === 'string' ? err.message : 'Request failed',
      category: typeof ext.category === 'string' ? ext.category : 'graphql',
      otpRequired: ext.otp_required === true,
      field: typeof ext.field === 'string' ? ext.field : null,
    };
  });
}

export async function execute<R, V>(
  document: TypedDocumentString<R, V>,
  variables?: V,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<R>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetchImpl(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    return { ok: false, failure: { kind: 'network', message: NETWORK_MESSAGE } };
  }
  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  const errors = issuesOf(body?.errors);
  const first = errors[0];
  if (first) {
    return {
      ok: false,
      failure: { kind: 'graphql', errors, message: first.message, category: first.category },
    };
  }
  if (!response.ok || !body || body.data === undefined || body.data === null) {
    const status = response.status;
    return {
      ok: false,
      failure: { kind: 'http', status, message: `The shop service answered ${status}.` },
    };
  }
  return { ok: true, data: body.data as R };
}

/** For query hooks: the data, or an ApiError carrying the classified failure. */
export async function request<R, V>(
  document: TypedDocumentString<R, V>,
  variables?: V,
): Promise<R> {
  const result = await execute(document, variables);
  if (!result.ok) throw new ApiError(result.failure);
  return result.data;
}

export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  return { kind: 'network', message: NETWORK_MESSAGE };
}

/** True when the API asked for the authenticator code (sign-in with TOTP enabled). */
export function needsOtp(failure: ApiFailure): boolean {
  if (failure.kind !== 'graphql') return false;
  return failure.errors.some((e) => e.otpRequired);
}
