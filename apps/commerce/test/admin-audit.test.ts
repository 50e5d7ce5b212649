// Operators and roles managed through the admin API, each change with its audit entry (who,
// when, what, before and after), read back through auditLog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/seed/index.js';
import { adminGql, signIn, type AdminCaller } from './support/admin.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const AUDIT = `query($f: AuditLogFilterInput, $size: Int) {
  auditLog(filter: $f, pageSize: $size) {
    total_count
    page_info { current_page page_size total_pages }
    items { operator_id operator_email at action entity_type entity_id before after }
  }
}`;
const ACCOUNT = '{ id email name role { id name permissions } is_active totp_enabled locked }';

describe.each(testDbKinds())('admin audit on %s', (kind) => {
  let t: TestApp;
  let admin: AdminCaller & { operatorId: number };

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signIn(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes one entry per operator and role change, with before and after, newest first', async () => {
    const role = await adminGql(
      t.app,
      'mutation($i: AdminRoleInput!) { createAdminRole(input: $i) { id name permissions } }',
      { i: { name: 'Fulfilment', permissions: ['ORDERS'] } },
      admin,
    );
    expect(role.data.createAdminRole).toMatchObject({
      name: 'Fulfilment',
      permissions: ['ORDERS'],
    });
    const roleId = role.data.createAdminRole.id;

    const created = await adminGql(
      t.app,
      `mutation($i: CreateAdminOperatorInput!) { createAdminOperator(input: $i) ${ACCOUNT} }`,
      {
        i: {
          email: 'Packer@Charter.example',
          name: 'Pat Packer',
          password: 'Packer-Pass-2025',
          role_id: roleId,
        },
      },
      admin,
    );
    const packer = created.data.createAdminOperator;
    expect(packer).toMatchObject({
      email: 'packer@charter.example',
      is_active: true,
      role: { name: 'Fulfilment' },
    });

    const changed = await adminGql(
      t.app,
      `mutation($id: Int!, $r: Int!) { setAdminOperatorRole(id: $id, role_id: $r) ${ACCOUNT} }`,
      { id: packer.id, r: 1 },
      admin,
    );
    expect(changed.data.setAdminOperatorRole.role.name).toBe('Administrator');

    const log = await adminGql(
      t.app,
      AUDIT,
      { f: { entity_type: 'operator', entity_id: String(packer.id) } },
      admin,
    );
    const items = log.data.auditLog.items;
    expect(items.map((i: { action: string }) => i.action)).toEqual([
      'operator_role_changed',
      'operator_created',
    ]);
    expect(items[0]).toMatchObject({
      operator_id: admin.operatorId,
      operator_email: DEMO_OPERATOR.email,
      at: NOW.toISOString(),
      entity_type: 'operator',
      entity_id: String(packer.id),
    });
    expect(JSON.parse(items[0].before)).toMatchObject({ role: 'Fulfilment' });
    expect(JSON.parse(items[0].after)).toMatchObject({ role: 'Administrator' });
    expect(items[1].before).toBeNull();
    expect(JSON.parse(items[1].after)).toEqual({
      email: 'packer@charter.example',
      name: 'Pat Packer',
      role: 'Fulfilment',
      is_active: true,
      totp_enabled: false,
    });
    // No secret reaches the log.
    expect(JSON.stringify(items)).not.toMatch(/argon2|password/i);

    const roleLog = await adminGql(t.app, AUDIT, { f: { entity_type: 'role' } }, admin);
    expect(roleLog.data.auditLog.items[0]).toMatchObject({
      action: 'role_created',
      entity_id: String(roleId),
    });
  });

  it('disabling an operator ends their sessions and is logged; the same for a password reset', async () => {
    await adminGql(
      t.app,
      `mutation($i: CreateAdminOperatorInput!) { createAdminOperator(input: $i) { id } }`,
      {
        i: {
          email: 'leaver@charter.example',
          name: 'Lee Leaver',
          password: 'Leaver-Pass-2025',
          role_id: 1,
        },
      },
      admin,
    );
    const leaver = await signIn(t.app, 'leaver@charter.example', 'Leaver-Pass-2025');
    const reset = await adminGql(
      t.app,
      `mutation($id: Int!, $p: String!) { resetAdminOperatorPassword(id: $id, password: $p) ${ACCOUNT} }`,
      { id: leaver.operatorId, p: 'Leaver-New-2025' },
      admin,
    );
    expect(reset.errors).toBeUndefined();
    expect(
      (await adminGql(t.app, '{ adminSession { csrf_token } }', {}, leaver)).data.adminSession,
    ).toBeNull();

    const again = await signIn(t.app, 'leaver@charter.example', 'Leaver-New-2025');
    const disabled = await adminGql(
      t.app,
      `mutation($id: Int!) { disableAdminOperator(id: $id) ${ACCOUNT} }`,
      { id: leaver.operatorId },
      admin,
    );
    expect(disabled.data.disableAdminOperator.is_active).toBe(false);
    expect(
      (await adminGql(t.app, '{ adminSession { csrf_token } }', {}, again)).data.adminSession,
    ).toBeNull();
    const log = await adminGql(
      t.app,
      AUDIT,
      { f: { entity_id: String(leaver.operatorId), entity_type: 'operator' } },
      admin,
    );
    const [last, prev] = log.data.auditLog.items;
    expect(last.action).toBe('operator_disabled');
    expect(JSON.parse(last.before).is_active).toBe(true);
    expect(JSON.parse(last.after).is_active).toBe(false);
    expect(prev.action).toBe('operator_password_reset');

    // An operator cannot disable themselves.
    const self = await adminGql(
      t.app,
      `mutation($id: Int!) { disableAdminOperator(id: $id) { id } }`,
      { id: admin.operatorId },
      admin,
    );
    expect(self.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('pages the log with a bounded page size and filters by operator', async () => {
    const page = await adminGql(
      t.app,
      AUDIT,
      { size: 2, f: { operator_email: DEMO_OPERATOR.email } },
      admin,
    );
    expect(page.data.auditLog.items).toHaveLength(2);
    expect(page.data.auditLog.total_count).toBeGreaterThanOrEqual(6);
    expect(page.data.auditLog.page_info).toMatchObject({ current_page: 1, page_size: 2 });
    const none = await adminGql(
      t.app,
      AUDIT,
      { f: { operator_email: 'nobody@charter.example' } },
      admin,
    );
    expect(none.data.auditLog.total_count).toBe(0);
    const tooBig = await adminGql(t.app, AUDIT, { size: 101 }, admin);
    expect(tooBig.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
