'use client';
// 'Sign Out' in the account navigation: revokes the token and clears the session and cart cookies
// (logoutAction), then loads Home afresh so nothing of the customer stays in the page's memory.
import { useTransition } from 'react';
import { logoutAction } from './actions';

export function SignOutButton({ label, className }: { label: string; className?: string }) {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid="sign-out"
      onClick={() =>
        start(async () => {
          const { redirectTo } = await logoutAction();
          window.location.assign(redirectTo);
        })
      }
    >
      {label}
    </button>
  );
}
