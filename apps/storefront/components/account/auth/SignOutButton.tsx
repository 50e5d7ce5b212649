'use client';
// 'Sign Out': revokes the token, clears the session and cart cookies (logoutAction), then goes Home.
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { logoutAction } from './actions';

export function SignOutButton({ label, homeHref, className }: { label: string; homeHref: string; className?: string }) {
  const router = useRouter();
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
          await logoutAction();
          router.replace(homeHref);
        })
      }
    >
      {label}
    </button>
  );
}
