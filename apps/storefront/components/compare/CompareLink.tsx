// The header's link to /compare, shown once this browser has a compare list (the
// `comparisonProducts` cookie), from 30em up. Reads no list: every page would otherwise pay for an
// API call.
import Link from '@/components/ui/Link';
import { readCompareUid } from '@/lib/commerce/catalog/compare-cookie';
import headerStyles from '@/components/layout/Header.module.css';
import styles from './compare.module.css';

export async function CompareLink({ label }: { label: string }) {
  if (!(await readCompareUid())) return null;
  return (
    <Link
      href="/compare"
      className={`${headerStyles.iconButton} ${styles.headerLink}`}
      aria-label={label}
      title={label}
      data-testid="compare-link"
    >
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M11.25 3h1.5v2.1l6.1 1.4-.3 1.5-.7-.2 2.9 6.7a3.5 3.5 0 0 1-6.5 0l2.8-6.9-4.3-1v11.9H17V20H7v-1.5h4.25V6.6l-4.3 1 2.8 6.9a3.5 3.5 0 0 1-6.5 0l2.9-6.7-.7.2-.3-1.5 6.1-1.4V3ZM6.5 9.3l-2 4.7h4l-2-4.7Zm11 0-2 4.7h4l-2-4.7Z" />
      </svg>
    </Link>
  );
}
