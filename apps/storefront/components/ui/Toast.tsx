'use client';
// A small toast system (spec defaults: top of the page, 2500 ms, closable). Any client component
// calls showToast(); the one <Toaster> in the root layout renders them in live regions that exist
// from the first paint, so screen readers announce each new toast. A toast's timer pauses while
// the pointer or the keyboard focus is on it, so nobody loses a message they are reading.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './Toast.module.css';

export type ToastStatus = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  status?: ToastStatus;
  /** Milliseconds before the toast closes itself (spec default 2500). */
  duration?: number;
}

interface ToastItem extends Required<ToastInput> {
  id: number;
}

export const TOAST_DURATION_MS = 2500;
const MAX_TOASTS = 3;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    message: input.message,
    status: input.status ?? 'info',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  toasts = [...toasts, item].slice(-MAX_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;
const serverSnapshot = (): ToastItem[] => [];

function ToastCard({ toast, closeLabel }: { toast: ToastItem; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(500, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id]);
  return (
    <div
      className={`${styles.toast} ${styles[toast.status]}`}
      data-testid="toast"
      data-status={toast.status}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const items = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const errors = items.filter((t) => t.status === 'error');
  const others = items.filter((t) => t.status !== 'error');
  return (
    <section className={styles.region} aria-label={regionLabel}>
      <div aria-live="assertive" aria-relevant="additions" className={styles.stack}>
        {errors.map((t) => (
          <ToastCard key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </div>
      <div aria-live="polite" aria-relevant="additions" className={styles.stack}>
        {others.map((t) => (
          <ToastCard key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </div>
    </section>
  );
}
