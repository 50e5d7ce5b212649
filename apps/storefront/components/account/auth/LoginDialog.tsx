'use client';
// The header's login button: a real link to the sign-in page (works without JavaScript, and with
// a modifier key opens a tab), which with JavaScript opens the sign-in form in a modal dialog.
import { lazy, Suspense, type MouseEvent } from 'react';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { Icon } from '@/components/ui/Icon';
import { LOGIN_ROUTE } from '@/lib/commerce/customer/routes';
import { DialogHead } from './DialogHead';
import type { LoginFormProps } from './LoginForm';
import type { LoginDialogStrings } from './strings';
import styles from './auth.module.css';

export interface LoginDialogProps {
  label: string;
  className?: string;
  dialog: LoginDialogStrings;
  form: Pick<LoginFormProps, 'strings' | 'captchaSiteKey' | 'analytics'>;
}

// The form (fields, validation, captcha) loads when the dialog first opens: every page shows
// this button, few visitors use it.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function LoginDialog({ label, className, dialog, form }: LoginDialogProps) {
  const { open, setOpen, dialogProps } = useModalDialog();
  return (
    <>
      <a
        href={LOGIN_ROUTE}
        className={className}
        aria-haspopup="dialog"
        data-testid="header-login"
        onClick={(e) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="user" size={20} />
        <span>{label}</span>
      </a>
      <dialog
        {...dialogProps}
        className={styles.dialog}
        aria-labelledby="login-dialog-title"
        data-testid="login-dialog"
      >
        {open ? (
          <>
            <DialogHead
              id="login-dialog-title"
              title={dialog.title}
              closeLabel={dialog.close}
              onClose={() => setOpen(false)}
            />
            <div className={styles.dialogBody}>
              <Suspense fallback={null}>
                <LoginForm
                  id="login-dialog"
                  mode="modal"
                  {...form}
                  onSuccess={() => setOpen(false)}
                />
              </Suspense>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
