'use client';
// Title row of the login dialogs: heading and a close button.
import { Icon } from '@/components/ui/Icon';
import styles from './auth.module.css';

export function DialogHead({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={styles.dialogHead}>
      <h2 id={id}>{title}</h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}
