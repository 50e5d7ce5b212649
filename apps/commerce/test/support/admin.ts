// Calls to the admin API (POST /admin-api/graphql) as a browser would make them: the
// admin_session cookie carried between calls, X-CSRF-Token sent with mutations.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { ADMIN_PRINTED_SCHEMA_URL } from '../../src/graphql/admin-schema.js';
import { DEMO_OPERATOR } from '../../src/seed/index.js';
import type { AnyJson } from './app.js';
import { selectionFor } from './schema-walk.js';

export interface AdminCaller {
  cookie?: string | null;
  csrf?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export interface AdminResult {
  status: number;
  data: AnyJson;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
  setCookie: string | null;
  res: LightMyRequestResponse;
}

export async function adminGql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  caller: AdminCaller = {},
): Promise<AdminResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...caller.headers };
  if (caller.cookie) headers.cookie = `admin_session=${caller.cookie}`;
  if (caller.csrf) headers['x-csrf-token'] = caller.csrf;
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/graphql',
    headers,
    remoteAddress: caller.ip ?? '127.0.0.1',
    payload: JSON.stringify({ query, variables }),
  });
  const body = res.body ? JSON.parse(res.body) : {};
  const raw = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    data: body.data,
    errors: body.errors,
    setCookie: Array.isArray(raw) ? (raw[0] ?? null) : (raw ?? null),
    res,
  };
}

export const SIGN_IN = `mutation($email: String!, $password: String!, $otp: String) {
  adminSignIn(email: $email, password: $password, otp: $otp) {
    csrf_token operator { id email name role permissions totp_enabled }
  }
}`;

/** The cookie's token from a Set-Cookie header. */
export const tokenOf = (setCookie: string | null): string | null =>
  /^admin_session=([^;]*)/.exec(setCookie ?? '')?.[1] || null;

/** Signs in and returns the caller to use afterwards (cookie and CSRF token). */
export async function signIn(
  app: FastifyInstance,
  email: string = DEMO_OPERATOR.email,
  password: string = DEMO_OPERATOR.password,
  opts: { otp?: string; ip?: string } = {},
): Promise<AdminCaller & { operatorId: number }> {
  const r = await adminGql(
    app,
    SIGN_IN,
    { email, password, otp: opts.otp ?? null },
    { ip: opts.ip },
  );
  if (!r.data?.adminSignIn) throw new Error(`sign-in failed: ${JSON.stringify(r.errors)}`);
  return {
    cookie: tokenOf(r.setCookie),
    csrf: r.data.adminSignIn.csrf_token,
    ip: opts.ip,
    operatorId: r.data.adminSignIn.operator.id,
  };
}

/** The committed admin-schema.graphql, guard directives included. */
export const printedAdminSchema = (): GraphQLSchema =>
  buildASTSchema(parse(readFileSync(ADMIN_PRINTED_SCHEMA_URL, 'utf8')));

function sample(type: GraphQLInputType, name: string, depth: number): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sample(inner.ofType as GraphQLInputType, name, depth)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const obj: Record<string, unknown> = {};
    if (depth > 5) return obj;
    for (const f of Object.values(named.getFields()))
      if (isNonNullType(f.type) && f.defaultValue === undefined)
        obj[f.name] = sample(f.type, f.name, depth + 1);
    return obj;
  }
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return 1;
    if (named.name === 'Boolean') return false;
    if (named.name === 'ID') return '1';
    if (/email/i.test(name)) return 'someone@charter.example';
    if (/password/i.test(name)) return 'Sample-Password-2025';
    return 'sample';
  }
  return null;
}

/**
 * A minimal valid operation for a root field: its required arguments filled from their types
 * and a few levels of its answer selected.
 */
export function operationFor(
  schema: GraphQLSchema,
  type: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((a) => [a.name, sample(a.type, a.name, 0)]));
  const signature = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectionFor(
    schema,
    { type, operation: field.name, path: [], kind: 'cart' },
    2,
  );
  const query = `${type}${signature ? `(${signature})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
  return { query, variables };
}
