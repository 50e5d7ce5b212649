// Where the visitor is in the checkout (spec order: shipping, then review and payment).
import type { Translate } from '@/lib/i18n/catalog';
import styles from './checkout.module.css';

export function CheckoutSteps({ current, t }: { current: 'shipping' | 'payment'; t: Translate }) {
  const steps = [
    { id: 'shipping', label: t('checkout.step.shipping') },
    { id: 'payment', label: t('checkout.step.payment') },
  ] as const;
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav className={styles.steps} aria-label={t('checkout.steps')}>
      <ol>
        {steps.map((s, i) => (
          <li key={s.id} aria-current={i === currentIndex ? 'step' : undefined}>
            {s.label}
            <span className="visually-hidden">
              {' '}
              {i === currentIndex
                ? t('checkout.step.current')
                : i < currentIndex
                  ? t('checkout.step.done')
                  : ''}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
