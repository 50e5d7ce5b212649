// Operator accounts from the command line (docs/decisions/1407): the first operator of a shop
// without demo data, and a new password for one who cannot sign in. Proved through the admin API:
// the new operator signs in with every permission; a reset unlocks the account, ends its sessions
// and takes the new password only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.js';
import {
  COMMAND_MSG,
  createOperator,
  FIRST_ROLE,
  resetOperatorPassword,
} from '../src/modules/operator/command-line.js';
import { ADMIN_PERMISSIONS } from '../src/modules/operator/permissions.js';
import { adminGql, SIGN_IN, signIn } from './support/admin.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { testDbKinds, openDataDir } from './support/db.js';
import { runService } from './support/service-entry.js';

const SESSION = '{ adminSession { operator { email role permissions } } }';

describe.each(testDbKinds())('operator accounts from the command line on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  it('creates an operator who signs in; a second one with that address is refused', async () => {
    const r = await createOperator(
      t.handle.db,
      { email: ' Owner@Example.COM ', name: 'Olive Owner', password: 'Owner-Pass-2025' },
      NOW,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ email: 'owner@example.com', role: FIRST_ROLE });
    // The demo seed made the role already: the operator joins it.
    expect(r.value.roleCreated).toBe(false);

    const caller = await signIn(t.app, 'owner@example.com', 'Owner-Pass-2025', {
      ip: '203.0.113.5',
    });
    const s = await adminGql(t.app, SESSION, {}, caller);
    expect(s.data.adminSession.operator.role).toBe(FIRST_ROLE);
    expect([...s.data.adminSession.operator.permissions].sort()).toEqual(
      [...ADMIN_PERMISSIONS].sort(),
    );

    const again = await createOperator(
      t.handle.db,
      { email: 'owner@example.com', name: 'Other', password: 'Other-Pass-2025' },
      NOW,
    );
    expect(again).toEqual({
      ok: false,
      failure: { category: 'graphql-already-exists', message: COMMAND_MSG.emailExists },
    });
    const audit = await t.handle.db
      .selectFrom('admin_audit')
      .select(['action', 'operator_email', 'after'])
      .where('entity_id', '=', String(r.value.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'operator_created',
      operator_email: 'owner@example.com',
    });
    expect(JSON.stringify(audit[0]!.after)).toContain('command line');
  });

  it('refuses a bad address, an empty name, a weak password and an unknown role, creating nothing', async () => {
    const cases = [
      [
        { email: 'not-an-address', name: 'A', password: 'Owner-Pass-2025' },
        COMMAND_MSG.emailInvalid,
      ],
      [
        { email: 'a@example.com', name: '  ', password: 'Owner-Pass-2025' },
        COMMAND_MSG.nameMissing,
      ],
      [{ email: 'a@example.com', name: 'A', password: 'short' }, COMMAND_MSG.passwordRule],
      [
        { email: 'a@example.com', name: 'A', password: 'Owner-Pass-2025', role: 'Nobody' },
        COMMAND_MSG.roleMissing('Nobody'),
      ],
    ] as const;
    for (const [input, message] of cases) {
      const r = await createOperator(t.handle.db, input, NOW);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.failure.message).toBe(message);
    }
    const row = await t.handle.db
      .selectFrom('operator')
      .select('id')
      .where('email', '=', 'a@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a new password unlocks the account and ends its sessions; the old password stops working', async () => {
    const email = 'locked@example.com';
    const made = await createOperator(
      t.handle.db,
      { email, name: 'Locked Out', password: 'Before-Pass-2025' },
      NOW,
    );
    expect(made.ok).toBe(true);
    const before = await signIn(t.app, email, 'Before-Pass-2025', { ip: '203.0.113.6' });
    await t.handle.db
      .updateTable('operator')
      .set({ lock_expires: new Date(Date.now() + 3_600_000), failures_num: 6 })
      .where('email', '=', email)
      .execute();

    expect(
      await resetOperatorPassword(
        t.handle.db,
        { email: 'nobody@example.com', password: 'After-Pass-2025' },
        NOW,
      ),
    ).toEqual({
      ok: false,
      failure: { category: 'graphql-no-such-entity', message: COMMAND_MSG.noSuchOperator },
    });
    const r = await resetOperatorPassword(t.handle.db, { email, password: 'After-Pass-2025' }, NOW);
    expect(r.ok).toBe(true);

    // The session from before the reset is gone.
    const old = await adminGql(t.app, SESSION, {}, before);
    expect(old.data?.adminSession ?? null).toBeNull();
    const refused = await adminGql(
      t.app,
      SIGN_IN,
      { email, password: 'Before-Pass-2025', otp: null },
      { ip: '203.0.113.7' },
    );
    expect(refused.data?.adminSignIn ?? null).toBeNull();
    const after = await signIn(t.app, email, 'After-Pass-2025', { ip: '203.0.113.8' });
    expect((await adminGql(t.app, SESSION, {}, after)).data.adminSession.operator.email).toBe(
      email,
    );
  });
});

describe('the operator command', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-operator-'));
  const dataDir = join(root, 'db');
  const run = (input: string, ...args: string[]) =>
    runService('cli/operator', args, {
      env: { PATH: process.env.PATH, PGLITE_DATA_DIR: dataDir },
      input,
      timeout: 120_000,
    });

  beforeAll(async () => {
    // A shop without demo data: no role, no operator.
    const h = await openDataDir(dataDir);
    await h.close();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the first operator with a new all-permission role, the password from standard input', async () => {
    const r = await run('First-Pass-2025\n', 'create', 'first@example.com', 'First Operator');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Operator first@example.com created with the role Administrator');
    expect(r.stdout).toContain('a new role with every permission');
    expect(r.stdout).not.toContain('First-Pass-2025');

    const again = await run('First-Pass-2025\n', 'create', 'first@example.com', 'First Operator');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(COMMAND_MSG.emailExists);

    const reset = await run('Second-Pass-2025\n', 'password', 'first@example.com');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('password set');

    const usage = await run('', 'create', 'only-an-address@example.com');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage:');

    const h = await openDb({ dataDir });
    try {
      const roles = await h.db.selectFrom('admin_role').select(['name', 'permissions']).execute();
      expect(roles.map((x) => x.name)).toEqual(['Administrator']);
      const ops = await h.db.selectFrom('operator').select('email').execute();
      expect(ops.map((x) => x.email)).toEqual(['first@example.com']);
    } finally {
      await h.close();
    }
  }, 240_000);
});
