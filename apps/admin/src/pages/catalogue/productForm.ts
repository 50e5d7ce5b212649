// The product edit form's values, their checks (the API checks them again and answers field
// errors by the input's names), and the mutation input: only the fields the operator changed.
import { z } from 'zod';
import type {
  AdminProductFieldsFragment,
  AdminProductInput,
  AdminProductStatus,
  AdminVisibility,
} from '../../generated/graphql';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'Enter an amount in dollars, like 129.99.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const productSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(255, 'Use at most 255 characters.'),
    url_key: z
      .string()
      .trim()
      .min(1, 'Enter a URL key.')
      .max(200, 'Use at most 200 characters.')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes only.'),
    short_description: z.string().max(65_535, 'Use at most 65,535 characters.'),
    description: z.string().max(65_535, 'Use at most 65,535 characters.'),
    price: z.string().trim().regex(AMOUNT, AMOUNT_MESSAGE),
    special_price: z
      .string()
      .trim()
      .refine((v) => v === '' || AMOUNT.test(v), AMOUNT_MESSAGE),
    special_from_date: z.string().refine((v) => v === '' || DATE.test(v), 'Enter a date.'),
    special_to_date: z.string().refine((v) => v === '' || DATE.test(v), 'Enter a date.'),
    qty: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'Enter a whole number of 0 or more.'),
    in_stock: z.enum(['yes', 'no']),
    status: z.enum(['ENABLED', 'DISABLED']),
    visibility: z.enum(['CATALOG_SEARCH', 'CATALOG', 'SEARCH', 'NOT_VISIBLE_INDIVIDUALLY']),
    category_ids: z.array(z.string()),
  })
  .refine(
    (v) => !v.special_from_date || !v.special_to_date || v.special_to_date >= v.special_from_date,
    { path: ['special_to_date'], message: 'The end date is before the start date.' },
  );

export type ProductValues = z.infer<typeof productSchema>;
export type ProductField = keyof ProductValues;
export const PRODUCT_FIELDS = Object.keys(productSchema.shape) as ProductField[];

/** "12.5" from 12.5 dollars, shown as "12.50". */
const amount = (dollars: number) => dollars.toFixed(2);

export function valuesOf(p: AdminProductFieldsFragment): ProductValues {
  return {
    name: p.name,
    url_key: p.url_key,
    short_description: p.short_description ?? '',
    description: p.description ?? '',
    price: amount(p.price),
    special_price: p.special_price === null ? '' : amount(p.special_price),
    special_from_date: p.special_from_date?.slice(0, 10) ?? '',
    special_to_date: p.special_to_date?.slice(0, 10) ?? '',
    qty: String(p.qty),
    in_stock: p.in_stock ? 'yes' : 'no',
    status: p.status,
    visibility: p.visibility,
    category_ids: p.category_ids.map(String),
  };
}

/** The input for the fields marked as changed; an emptied optional field is sent as null. */
export function inputOf(
  v: ProductValues,
  dirty: Partial<Record<ProductField, unknown>>,
): AdminProductInput {
  const input: AdminProductInput = {};
  const orNull = (s: string) => (s.trim() === '' ? null : s);
  for (const field of PRODUCT_FIELDS) {
    if (!dirty[field]) continue;
    switch (field) {
      case 'name':
      case 'url_key':
        input[field] = v[field].trim();
        break;
      case 'short_description':
      case 'description':
      case 'special_from_date':
      case 'special_to_date':
        input[field] = orNull(v[field]);
        break;
      case 'price':
        input.price = Number(v.price);
        break;
      case 'special_price':
        input.special_price = v.special_price.trim() === '' ? null : Number(v.special_price);
        break;
      case 'qty':
        input.qty = Number(v.qty);
        break;
      case 'in_stock':
        input.in_stock = v.in_stock === 'yes';
        break;
      case 'status':
        input.status = v.status as AdminProductStatus;
        break;
      case 'visibility':
        input.visibility = v.visibility as AdminVisibility;
        break;
      case 'category_ids':
        input.category_ids = v.category_ids.map(Number);
        break;
    }
  }
  return input;
}

export const isProductField = (f: string): f is ProductField =>
  (PRODUCT_FIELDS as string[]).includes(f);
