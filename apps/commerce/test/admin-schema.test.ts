// The admin API's schema: printed and generated files current, every root field guarded, and
// nothing of it in the storefront schema.
import { readFileSync } from 'node:fs';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PRINTED_SCHEMA_URL,
  buildAdminSchema,
  buildAdminSdl,
  guardOf,
  printAdminSchema,
  rootFields,
} from '../src/graphql/admin-schema.js';
import { ADMIN_RESOLVER_TYPES_URL, generateAdminResolverTypes } from '../src/graphql/codegen.js';
import { sessionCookie } from '../src/graphql/admin-http.js';
import { PRINTED_SCHEMA_URL } from '../src/graphql/print.js';

describe('admin schema', () => {
  it('admin-schema.graphql is current (run `npm run print-schema -w apps/commerce`)', () => {
    expect(readFileSync(ADMIN_PRINTED_SCHEMA_URL, 'utf8')).toBe(printAdminSchema());
  });

  it('admin-resolver-types.generated.ts is current (run `npm run codegen -w apps/commerce`)', async () => {
    expect(readFileSync(ADMIN_RESOLVER_TYPES_URL, 'utf8')).toBe(await generateAdminResolverTypes());
  });

  it('every Query and Mutation field of the printed schema says who may call it', () => {
    const schema = buildASTSchema(parse(readFileSync(ADMIN_PRINTED_SCHEMA_URL, 'utf8')));
    const fields = rootFields(schema);
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((f) => guardOf(f) === null).map((f) => f.name)).toEqual([]);
    // Only the sign-in and the session query are open to anyone.
    expect(
      fields
        .filter((f) => guardOf(f)?.kind === 'public')
        .map((f) => f.name)
        .sort(),
    ).toEqual(['adminSession', 'adminSignIn']);
  });

  it('refuses to build with a root field that declares no guard, or two', () => {
    const sdl = buildAdminSdl();
    expect(() => buildAdminSchema(`${sdl}\nextend type Query { forgotten: Int }`)).toThrow(
      /without @requires, @signedIn or @public: forgotten/,
    );
    expect(() =>
      buildAdminSchema(`${sdl}\nextend type Mutation { twice: Int @public @signedIn }`),
    ).toThrow(/more than one/);
    expect(() =>
      buildAdminSchema(`${sdl}\nextend type Query { guarded: Int @requires(permission: ORDERS) }`),
    ).not.toThrow();
  });

  it('the storefront schema has none of the admin fields or types', () => {
    const storefront = buildASTSchema(parse(readFileSync(PRINTED_SCHEMA_URL, 'utf8')));
    const admin = buildAdminSchema();
    const rootNames = (s: typeof admin) => rootFields(s).map((f) => f.name);
    const shared = rootNames(admin).filter((n) => rootNames(storefront).includes(n));
    expect(shared).toEqual([]);
    const adminTypes = Object.keys(admin.getTypeMap()).filter(
      (n) =>
        !n.startsWith('__') &&
        !['Query', 'Mutation', 'String', 'Int', 'Boolean', 'Float', 'ID'].includes(n),
    );
    expect(adminTypes.filter((n) => storefront.getType(n))).toEqual([]);
    expect(storefront.getDirective('requires')).toBeUndefined();
  });

  it('the session cookie is HttpOnly, SameSite=Strict, on /admin-api, and Secure in production', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const later = new Date(now.getTime() + 3_600_000);
    expect(sessionCookie('t', later, now, true)).toBe(
      'admin_session=t; Path=/admin-api; Max-Age=3600; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionCookie('t', later, now, false)).not.toMatch(/Secure/);
  });
});
