import { Outlet } from 'react-router';
import { can, useSession, type AdminPermission } from '../api/session';

/** A section's page, or a refusal when the operator lacks its permission. */
export function RequirePermission({ permission }: { permission: AdminPermission }) {
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
  return <Outlet />;
}
