// The operator's own account: the authenticator (TOTP) second factor, turned on by confirming
// a code for a new secret and off with the operator's password.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { execute } from '../api/client';
import { SESSION_KEY, useSession, type Session } from '../api/session';
import { CodeForm } from '../components/CodeForm';
import { PasswordForm } from '../components/PasswordForm';
import {
  AdminConfirmTotpDocument,
  AdminDisableTotpDocument,
  AdminStartTotpEnrolmentDocument,
  type AdminStartTotpEnrolmentMutation,
} from '../generated/graphql';

type Enrolment = AdminStartTotpEnrolmentMutation['adminStartTotpEnrolment'];

function useTotpState() {
  const client = useQueryClient();
  return (enabled: boolean) =>
    client.setQueryData<Session | null>(SESSION_KEY, (s) =>
      s ? { ...s, operator: { ...s.operator, totp_enabled: enabled } } : s,
    );
}

export default function Account() {
  const { data: session } = useSession();
  const setTotp = useTotpState();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  if (!session) return null;
  const { operator } = session;

  const run = async <T,>(call: () => Promise<T>) => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };
  const begin = () =>
    run(async () => {
      const r = await execute(AdminStartTotpEnrolmentDocument);
      if (r.ok) setEnrolment(r.data.adminStartTotpEnrolment);
      setMessage(
        r.ok ? 'Add this key to your authenticator app, then enter its code.' : r.failure.message,
      );
    });
  const confirm = (code: string) =>
    run(async () => {
      const r = await execute(AdminConfirmTotpDocument, { code });
      if (r.ok) {
        setEnrolment(null);
        setTotp(r.data.adminConfirmTotp.totp_enabled);
      }
      setMessage(r.ok ? 'Two-step sign-in is on.' : r.failure.message);
    });
  const disable = (password: string) =>
    run(async () => {
      const r = await execute(AdminDisableTotpDocument, { password });
      if (r.ok) setTotp(r.data.adminDisableTotp.totp_enabled);
      setMessage(r.ok ? 'Two-step sign-in is off.' : r.failure.message);
    });

  return (
    <>
      <h1>Your account</h1>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{operator.name}</dd>
        <dt>E-mail</dt>
        <dd>{operator.email}</dd>
        <dt>Role</dt>
        <dd>{operator.role}</dd>
      </dl>
      <section aria-labelledby="totp-heading">
        <h2 id="totp-heading">Two-step sign-in</h2>
        <div className="announcer" role="status" aria-live="polite">
          {message}
        </div>
        {operator.totp_enabled ? (
          <>
            <p>Sign-in asks for a code from your authenticator app.</p>
            <PasswordForm
              submitLabel="Turn off two-step sign-in"
              busy={busy}
              onPassword={disable}
            />
          </>
        ) : enrolment ? (
          <>
            <p>Key for manual entry:</p>
            <p>
              <code className="secret" data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
            <p>Setup address (otpauth URI):</p>
            <p>
              <code className="secret">{enrolment.otpauth_url}</code>
            </p>
            <CodeForm submitLabel="Confirm and turn on" busy={busy} onCode={confirm} />
          </>
        ) : (
          <>
            <p>Sign-in asks only for your password.</p>
            <button type="button" onClick={() => void begin()} disabled={busy}>
              Set up an authenticator app
            </button>
          </>
        )}
      </section>
    </>
  );
}
