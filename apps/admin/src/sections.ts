// The console's sections: each entry is both its route and its navigation link, shown only to an
// operator holding its permission. Adding a section is one entry here (apps/admin/README.md).
import type { ComponentType } from 'react';
import type { AdminPermission } from './generated/graphql';

export type Section = {
  /** Path below /admin/, without a leading slash. */
  path: string;
  /** The navigation link's text and the page title. */
  label: string;
  permission: AdminPermission;
  page: () => Promise<{ default: ComponentType }>;
};

export const SECTIONS: Section[] = [
  { path: 'orders', label: 'Orders', permission: 'ORDERS', page: () => import('./pages/Orders') },
  {
    path: 'catalogue',
    label: 'Catalogue',
    permission: 'CATALOGUE',
    page: () => import('./pages/Catalogue'),
  },
  {
    path: 'import-export',
    label: 'Import and export',
    permission: 'CATALOGUE',
    page: () => import('./pages/ImportExport'),
  },
  {
    path: 'promotions',
    label: 'Promotions',
    permission: 'PROMOTIONS',
    page: () => import('./pages/Promotions'),
  },
  {
    path: 'gift-cards',
    label: 'Gift cards',
    permission: 'PROMOTIONS',
    page: () => import('./pages/GiftCards'),
  },
  {
    path: 'customers',
    label: 'Customers',
    permission: 'CUSTOMERS',
    page: () => import('./pages/Customers'),
  },
  {
    path: 'reviews',
    label: 'Reviews',
    permission: 'CONTENT',
    page: () => import('./pages/Reviews'),
  },
  {
    path: 'search-terms',
    label: 'Search terms',
    permission: 'CONTENT',
    page: () => import('./pages/SearchTerms'),
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    permission: 'SETTINGS',
    page: () => import('./pages/AuditLog'),
  },
];
