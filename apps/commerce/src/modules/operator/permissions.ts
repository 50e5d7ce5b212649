// The admin schema's permissions (enum AdminPermission in src/graphql/admin-base.graphql): a role
// is a set of them. CONTENT covers reviews and search terms; SETTINGS operators, roles and the
// audit log.
import { ADMIN_PERMISSIONS, type AdminPermissionName } from '../../graphql/admin-context.js';

export { ADMIN_PERMISSIONS, type AdminPermissionName };

const KNOWN = new Set<string>(ADMIN_PERMISSIONS);

/** The known permissions of a stored list, in the enum's order (an unknown name grants nothing). */
export function permissionsOf(stored: unknown): AdminPermissionName[] {
  const list = Array.isArray(stored) ? stored.filter((p) => typeof p === 'string') : [];
  return ADMIN_PERMISSIONS.filter((p) => KNOWN.has(p) && list.includes(p));
}
