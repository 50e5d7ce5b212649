import Link from '@/components/ui/Link';
import styles from './catalog.module.css';

export function Breadcrumbs({
  label,
  items,
}: {
  label: string;
  items: { name: string; href?: string }[];
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
