import type { ReactNode } from 'react';
import { can, useSession, type AdminPermission } from '../api/session';

/** A section's page, or a refusal when the operator lacks its permission. */
type Props = { permission: AdminPermission; children: ReactNode };

export function RequirePermission({ permission, children }: Props) {
  const { data: session } = useSession();
  if (!session || !can(session.operator, permission)) {
    return (
      <>
        <h1 tabIndex={-1}>Not available</h1>
        <p>
          Your role does not include this section. Ask an operator with the settings permission.
        </p>
      </>
    );
  }
  return children;
}
