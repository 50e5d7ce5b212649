// The schema-generated permission test (issue 26): for every Query and Mutation field of the
// printed admin schema, a minimal valid operation is refused, before its resolver runs, to an
// anonymous caller, to a customer's bearer token and, for a field that requires a permission, to
// an operator whose role holds every permission but that one. Fields modules add later are
// covered as they appear in admin-schema.graphql, with no edit here.
import { isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOf, rootFields } from '../src/graphql/admin-schema.js';
import { hashPassword } from '../src/modules/customer/passwords.js';
import { ADMIN_PERMISSIONS } from '../src/modules/operator/permissions.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import {
  adminGql,
  operationFor,
  printedAdminSchema,
  signIn,
  type AdminCaller,
} from './support/admin.js';
import { startApp, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const schema = printedAdminSchema();
const kindOf = (f: GraphQLField<unknown, unknown>): 'query' | 'mutation' =>
  schema.getMutationType()?.getFields()[f.name] === f ? 'mutation' : 'query';
const guarded = rootFields(schema)
  .map((f) => ({ field: f, type: kindOf(f), guard: guardOf(f)! }))
  .filter((g) => g.guard.kind !== 'public');
const PASSWORD = 'Lacking-Permission-2025';

describe.each(testDbKinds())(
  'every admin field refuses callers without its permission on %s',
  (kind) => {
    let t: TestApp;
    let customerToken: string;
    /** Per permission: an operator whose role has every other one. */
    const lacking = new Map<string, AdminCaller>();

    beforeAll(async () => {
      t = await startApp(kind);
      const c = DEMO_CUSTOMERS.trade;
      customerToken = (
        await t.gql(
          'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
          { e: c.email, p: c.password },
        )
      ).data.generateCustomerToken.token;
      const hash = await hashPassword(PASSWORD);
      for (const permission of ADMIN_PERMISSIONS) {
        const role = await t.handle.db
          .insertInto('admin_role')
          .values({
            name: `All but ${permission}`,
            permissions: JSON.stringify(ADMIN_PERMISSIONS.filter((p) => p !== permission)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const email = `no-${permission.toLowerCase()}@charter.example`;
        await t.handle.db
          .insertInto('operator')
          .values({ email, name: email, password_hash: hash, role_id: role.id })
          .execute();
        lacking.set(permission, await signIn(t.app, email, PASSWORD));
      }
    }, 180_000);
    afterAll(async () => t?.close());

    it('finds the fields to check in the printed schema', () => {
      expect(guarded.length).toBeGreaterThan(5);
      expect(guarded.some((g) => g.guard.kind === 'requires')).toBe(true);
      expect(guarded.some((g) => g.guard.kind === 'signedIn')).toBe(true);
    });

    it.each(guarded.map((g) => [`${g.type} ${g.field.name}`, g] as const))(
      '%s',
      async (_name, { field, type, guard }) => {
        const { query, variables } = operationFor(schema, type, field);
        const callers: [string, AdminCaller][] = [
          ['anonymous', {}],
          ['customer token', { headers: { authorization: `Bearer ${customerToken}` } }],
        ];
        if (guard.kind === 'requires')
          callers.push([`operator without ${guard.permission}`, lacking.get(guard.permission)!]);
        for (const [who, caller] of callers) {
          const r = await adminGql(t.app, query, variables, caller);
          const refusal = r.errors?.find((e) => e.path?.[0] === field.name);
          expect(refusal?.extensions?.category, `${who}: ${JSON.stringify(r.errors)}`).toBe(
            'graphql-authorization',
          );
          expect(r.status, who).toBe(403);
          // A nullable field answers null; a non-null one nulls the whole data.
          if (!isNonNullType(field.type)) expect(r.data?.[field.name], who).toBeNull();
          else expect(r.data ?? null, who).toBeNull();
        }
      },
    );

    it('no refused call changed anything: the audit log is empty', async () => {
      const n = await t.handle.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    });
  },
);
