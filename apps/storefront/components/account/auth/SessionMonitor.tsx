'use client';
// Keeps a signed-in visitor's session alive and honest (spec section 4 'Session'): validates the
// customer every 15 s and refreshes the token 300 s before it expires (at once when no expiry is
// known). When validation says the token is no longer a customer's, the signed-out dialog opens
// with the sign-in form; signing in there hides it, closing it signs out and goes Home.
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { refreshDelayMs, VALIDATION_INTERVAL_MS } from '@/lib/commerce/customer/session-timing';
import { logoutAction, refreshSessionAction, validateSessionAction } from './actions';
import { DialogHead } from './DialogHead';
import type { LoginFormProps } from './LoginForm';
import type { LoginDialogStrings } from './strings';
import styles from './auth.module.css';

// The sign-in form loads only when the session is lost, not with every page.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

export interface SessionMonitorProps {
  /** The token's expiry in Unix seconds, or null when unknown. */
  expiresAt: number | null;
  homeHref: string;
  dialog: LoginDialogStrings;
  form: Pick<LoginFormProps, 'strings' | 'captchaSiteKey' | 'analytics'>;
}

export function SessionMonitor({ expiresAt, homeHref, dialog, form }: SessionMonitorProps) {
  const router = useRouter();
  const [lost, setLost] = useState(false);
  // When the next refresh is due (ms since the epoch); null once the API stops giving expiries.
  const [refreshAt, setRefreshAt] = useState<number | null>(
    () => Date.now() + refreshDelayMs(expiresAt, Date.now()),
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ending = useRef(false);

  useEffect(() => {
    if (lost) return;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      validateSessionAction()
        .then((answer) => {
          if (answer.validation === 'invalid') setLost(true);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, VALIDATION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [lost]);

  useEffect(() => {
    if (lost || refreshAt === null) return;
    const timer = setTimeout(
      () => {
        refreshSessionAction()
          .then((answer) => {
            const now = Date.now();
            if (!answer.ok) setRefreshAt(now + VALIDATION_INTERVAL_MS);
            else if (answer.expiresAt === null) setRefreshAt(null);
            // Never sooner than a validation tick, even if the API hands out very short tokens.
            else
              setRefreshAt(
                now + Math.max(VALIDATION_INTERVAL_MS, refreshDelayMs(answer.expiresAt, now)),
              );
          })
          .catch(() => setRefreshAt(Date.now() + VALIDATION_INTERVAL_MS));
      },
      Math.max(0, refreshAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [lost, refreshAt]);

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (lost && !d.open) d.showModal();
    if (!lost && d.open) d.close();
  }, [lost]);

  /** Closing the dialog signs out (spec); it goes Home unless a link inside is taking the visitor elsewhere. */
  const end = useCallback(
    async (goHome: boolean) => {
      if (ending.current) return;
      ending.current = true;
      setLost(false);
      await logoutAction();
      if (goHome) router.replace(homeHref);
    },
    [homeHref, router],
  );

  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) void end(true);
    else if ((e.target as HTMLElement).closest('a')) void end(false);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="signed-out-title"
      aria-describedby="signed-out-message"
      data-testid="signed-out-dialog"
      onCancel={(e) => {
        e.preventDefault();
        void end(true);
      }}
      onClick={onDialogClick}
    >
      {lost ? (
        <>
          <DialogHead
            id="signed-out-title"
            title={dialog.title}
            closeLabel={dialog.close}
            onClose={() => void end(true)}
          />
          <div className={styles.dialogBody}>
            <div className={styles.alert}>
              <p id="signed-out-message">{dialog.signedOut}</p>
            </div>
            <Suspense fallback={null}>
              <LoginForm
                id="signed-out-login"
                mode="modal"
                {...form}
                onSuccess={() => setLost(false)}
              />
            </Suspense>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
