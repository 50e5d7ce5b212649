// The admin API's core fields (src/graphql/admin-base.graphql): the session, TOTP, operators,
// roles and the audit log. Who may call each is declared in the schema and checked before these
// run (graphql/admin-schema.ts), so a resolver here finds ctx.operator set wherever the field is
// not @public. The module in one line each: auth.service.ts (sign-in, sessions, CSRF token),
// operator.service.ts (operators, roles, TOTP), audit.service.ts (ctx.audit, the log every admin
// mutation writes), totp.ts, permissions.ts; migration 0024; docs/decisions/1400-1406.
import type { AdminContext } from '../../graphql/admin-context.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import type {
  AdminOperator,
  AdminOperatorAccount,
  AdminSession,
  AuditEntry,
} from '../../graphql/admin-resolver-types.generated.js';
import { ClientError, inputError } from '../../shared/errors.js';
import { orThrow } from '../../shared/result.js';
import { AUDIT_MAX_PAGE_SIZE, type AuditEntryView, type AuditService } from './audit.service.js';
import type { ActiveSession, OperatorAuthService, SessionOperator } from './auth.service.js';
import type { OperatorService, OperatorView } from './operator.service.js';

const operatorOf = (o: SessionOperator): AdminOperator => ({ ...o });

const sessionOf = (s: ActiveSession): AdminSession => ({
  operator: operatorOf(s.operator),
  csrf_token: s.csrfToken,
});

const accountOf = (o: OperatorView): AdminOperatorAccount => ({
  ...o,
  created_at: o.created_at.toISOString(),
});

const entryOf = (e: AuditEntryView): AuditEntry => ({
  ...e,
  at: new Date(e.at).toISOString(),
  before: e.before === null ? null : JSON.stringify(e.before),
  after: e.after === null ? null : JSON.stringify(e.after),
});

function dateArg(value: string | null | undefined, name: string): Date | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw inputError(`"${name}" is not a valid date.`);
  return d;
}

/** The signed-in operator's own account, as the session shows it. */
async function me(auth: OperatorAuthService, ctx: AdminContext): Promise<AdminOperator> {
  const s = ctx.session.token ? await auth.session(ctx.session.token, ctx.now) : null;
  if (!s) throw new ClientError("The current user isn't authorized.", 'graphql-authorization');
  return operatorOf(s.operator);
}

export function operatorAdminResolvers(
  auth: OperatorAuthService,
  operators: OperatorService,
  audit: AuditService,
): AdminResolverMap {
  return {
    Query: {
      adminSession: (_p, _a, ctx) => (ctx.session.current ? sessionOf(ctx.session.current) : null),
      auditLog: async (_p, { filter, currentPage, pageSize }) => {
        const page = currentPage ?? 1;
        const size = pageSize ?? 20;
        if (page < 1) throw inputError('currentPage value must be greater than 0.');
        if (size < 1 || size > AUDIT_MAX_PAGE_SIZE)
          throw inputError(`pageSize must be between 1 and ${AUDIT_MAX_PAGE_SIZE}.`);
        const { items, total } = await audit.list(
          {
            entity_type: filter?.entity_type,
            entity_id: filter?.entity_id,
            operator_email: filter?.operator_email,
            from: dateArg(filter?.from, 'from'),
            to: dateArg(filter?.to, 'to'),
          },
          page,
          size,
        );
        return {
          items: items.map(entryOf),
          total_count: total,
          page_info: {
            current_page: page,
            page_size: size,
            total_pages: Math.max(1, Math.ceil(total / size)),
          },
        };
      },
      adminOperators: async (_p, _a, ctx) => (await operators.operators(ctx.now)).map(accountOf),
      adminRoles: () => operators.roles(),
    },
    Mutation: {
      adminSignIn: async (_p, { email, password, otp }, ctx) => {
        const r = await auth.signIn(ctx, email, password, otp ?? null);
        if (!r.ok)
          throw new ClientError(
            r.message,
            'graphql-authentication',
            r.otpRequired ? { otp_required: true } : undefined,
          );
        // A session the request carried is replaced by the new one.
        if (ctx.session.token) await auth.signOut(ctx.session.token);
        ctx.session.issued = { token: r.token, expiresAt: r.session.expiresAt };
        ctx.session.current = r.session;
        return sessionOf(r.session);
      },
      adminSignOut: async (_p, _a, ctx) => {
        if (ctx.session.token) await auth.signOut(ctx.session.token);
        ctx.session.cleared = true;
        return true;
      },
      adminStartTotpEnrolment: async (_p, _a, ctx) => orThrow(await operators.startTotp(ctx)),
      adminConfirmTotp: async (_p, { code }, ctx) => {
        orThrow(await operators.confirmTotp(ctx, code));
        return me(auth, ctx);
      },
      adminDisableTotp: async (_p, { password }, ctx) => {
        orThrow(await operators.disableTotp(ctx, password));
        return me(auth, ctx);
      },
      createAdminOperator: async (_p, { input }, ctx) =>
        accountOf(orThrow(await operators.create(ctx, input))),
      setAdminOperatorRole: async (_p, { id, role_id }, ctx) =>
        accountOf(orThrow(await operators.setRole(ctx, id, role_id))),
      disableAdminOperator: async (_p, { id }, ctx) =>
        accountOf(orThrow(await operators.disable(ctx, id))),
      resetAdminOperatorPassword: async (_p, { id, password }, ctx) =>
        accountOf(orThrow(await operators.resetPassword(ctx, id, password))),
      createAdminRole: async (_p, { input }, ctx) =>
        orThrow(await operators.saveRole(ctx, null, input)),
      updateAdminRole: async (_p, { id, input }, ctx) =>
        orThrow(await operators.saveRole(ctx, id, input)),
    },
  };
}
