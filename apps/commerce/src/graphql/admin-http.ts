// POST /admin-api/graphql (docs/decisions/1400): the operator console's API, an encapsulated
// plugin beside the storefront's /graphql, executed with graphql-js on the admin schema. No GET;
// the storefront's document limits (tokens, depth, aliases, one credential field, the input
// guard) and no introspection in production. The caller is the operator of the admin_session
// cookie (a bearer token counts for nothing); every mutation but adminSignIn needs X-CSRF-Token
// equal to the session's token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  execute,
  getOperationAST,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import type { AuditService } from '../modules/operator/audit.service.js';
import type { ActiveSession, OperatorAuthService } from '../modules/operator/auth.service.js';
import { statusForCategory, toWireError, type WireError } from '../shared/errors.js';
import type { AdminContext, AdminCookieSession } from './admin-context.js';
import { guardRequest, type LongTextArg } from './input-guard.js';
import { LIMITS, validationRules } from './limits.js';

export const ADMIN_COOKIE = 'admin_session';
export const ADMIN_PATH = '/admin-api';
export const CSRF_REFUSED = 'The X-CSRF-Token header is missing or does not match the session.';
/** A body up to this size is read from anyone. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;
/**
 * A signed-in operator's body may be this large: a 16 MB product CSV as a JSON string, escaped
 * (docs/decisions/1434, 1436, 1460).
 */
export const ADMIN_UPLOAD_LIMIT = 40 * 1024 * 1024;
export const BODY_TOO_LARGE = 'The request is too large.';
/** The product import's CSV may exceed the guard's 4,096 characters; the import bounds its bytes. */
const LONG_TEXT: LongTextArg[] = [
  { type: 'Mutation', field: 'adminStartProductImport', arg: 'csv', maxChars: ADMIN_UPLOAD_LIMIT },
];

export interface AdminHttpDeps {
  schema: GraphQLSchema;
  auth: OperatorAuthService;
  audit: AuditService;
  now: () => Date;
  production: boolean;
}

const send = (reply: FastifyReply, status: number, errors: WireError[], data?: unknown) =>
  reply
    .code(status)
    .type('application/json')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(data === undefined ? { errors } : { data, errors }));

const inputError = (message: string): WireError => ({
  message,
  extensions: { category: 'graphql-input' },
});

/** The cookie's value, if the request carries one. */
export function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ADMIN_COOKIE) return rest.join('=') || null;
  }
  return null;
}

export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${ADMIN_COOKIE}=${token}; Path=${ADMIN_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const clearedCookie = (secure: boolean) =>
  `${ADMIN_COOKIE}=; Path=${ADMIN_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True unless the operation is a mutation of adminSignIn fields only. */
function needsCsrf(doc: DocumentNode, operationName: string | undefined): boolean {
  const op = getOperationAST(doc, operationName);
  if (op?.operation !== OperationTypeNode.MUTATION) return false;
  return !op.selectionSet.selections.every(
    (s) =>
      s.kind === Kind.FIELD && (s.name.value === 'adminSignIn' || s.name.value === '__typename'),
  );
}

function bodyOf(request: FastifyRequest): Record<string, unknown> | string {
  if (!String(request.headers['content-type'] ?? '').includes('application/json'))
    return 'Request content type must be application/json';
  try {
    const raw: unknown = JSON.parse(String(request.body ?? ''));
    if (raw && typeof raw === 'object' && !Array.isArray(raw))
      return raw as Record<string, unknown>;
  } catch {
    return 'Request body is not valid JSON';
  }
  return 'Request body must be a JSON object';
}

export async function adminGraphqlRoutes(app: FastifyInstance, deps: AdminHttpDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: ADMIN_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const rules = [...specifiedRules, ...validationRules({ introspection: !deps.production })];

  // A body over ADMIN_BODY_LIMIT (an import's CSV) is read only for a live session's cookie, so an
  // anonymous caller cannot make the service buffer 40 MB.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length <= ADMIN_BODY_LIMIT) return;
    const token = cookieToken(request.headers.cookie);
    if (token && (await deps.auth.session(token, deps.now()))) return;
    return send(reply, 413, [inputError(BODY_TOO_LARGE)]);
  };

  app.post(
    `${ADMIN_PATH}/graphql`,
    { bodyLimit: ADMIN_UPLOAD_LIMIT, onRequest },
    async (request, reply) => {
      const body = bodyOf(request);
      if (typeof body === 'string') return send(reply, 400, [inputError(body)]);
      const query = typeof body.query === 'string' ? body.query : '';
      const variables = body.variables ?? undefined;
      if (
        variables !== undefined &&
        (typeof variables !== 'object' || Array.isArray(variables) || variables === null)
      )
        return send(reply, 400, [inputError('Variables must be a JSON object')]);
      const operationName =
        typeof body.operationName === 'string' && body.operationName
          ? body.operationName
          : undefined;
      const vars = (variables ?? {}) as Record<string, unknown>;

      let doc: DocumentNode;
      try {
        doc = parse(query, { maxTokens: LIMITS.tokens });
      } catch (e) {
        return send(reply, 400, [toWireError(e as GraphQLError)]);
      }
      const refused = [
        ...validate(deps.schema, doc, rules),
        ...guardRequest(deps.schema, doc, vars, LONG_TEXT),
      ];
      if (refused.length)
        return send(
          reply,
          400,
          refused.map((e) => toWireError(e)),
        );

      const now = deps.now();
      const token = cookieToken(request.headers.cookie);
      const current: ActiveSession | null = token ? await deps.auth.session(token, now) : null;
      if (current && needsCsrf(doc, operationName)) {
        const sent = request.headers['x-csrf-token'];
        if (typeof sent !== 'string' || !sameToken(sent, current.csrfToken))
          return send(reply, 403, [
            { message: CSRF_REFUSED, extensions: { category: 'graphql-authorization' } },
          ]);
      }
      const operator = current
        ? {
            id: current.operator.id,
            email: current.operator.email,
            permissions: current.operator.permissions,
          }
        : null;
      const session: AdminCookieSession = { token: current ? token : null, current };
      const ctx: AdminContext = {
        requestId: String(request.id),
        operator,
        now,
        clientAddress: request.ip,
        audit: deps.audit.recorderFor(operator, now),
        session,
        log: request.log,
        loaders: new Map(),
      };
      const result = await execute({
        schema: deps.schema,
        document: doc,
        variableValues: vars,
        operationName,
        contextValue: ctx,
      });
      if (session.issued)
        reply.header(
          'set-cookie',
          sessionCookie(session.issued.token, session.issued.expiresAt, now, deps.production),
        );
      else if (session.cleared) reply.header('set-cookie', clearedCookie(deps.production));

      const errors = (result.errors ?? []).map((e) =>
        toWireError(e, (orig) => request.log.error({ err: orig }, 'admin resolver failed')),
      );
      const first = errors.find((e) => e.extensions.category !== 'graphql');
      const status = !result.data && !first ? 400 : statusForCategory(first?.extensions.category);
      return reply
        .code(status)
        .type('application/json')
        .header('cache-control', 'no-store')
        .send(
          JSON.stringify(
            errors.length ? { data: result.data ?? null, errors } : { data: result.data },
          ),
        );
    },
  );
}
