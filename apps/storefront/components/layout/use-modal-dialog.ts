'use client';
// State of a panel shown as a native modal <dialog> (focus containment, Escape and focus return
// come with the element). It closes on every route change, on a backdrop click and on a link click.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useOnRouteChange } from './use-route-change';

export function useModalDialog() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useOnRouteChange(() => setOpen(false));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const dialogProps = {
    ref: dialogRef,
    onClose: () => setOpen(false),
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      // The dialog element itself is the backdrop; links inside navigate away.
      if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) setOpen(false);
    },
  };

  return { open, setOpen, dialogProps };
}
