// The product edit form's input (docs/decisions/1431): every field optional (only what is sent
// changes), money in dollars, dates as YYYY-MM-DD, categories as the full list of assignments.
import { z } from 'zod';
import { imageFile, isoDate, money, urlKey, VISIBILITIES } from './fields.js';

const text = (max: number) => z.string().max(max, `Use at most ${max} characters.`);

export const productEditInput = z
  .object({
    name: text(255).trim().min(1, 'Enter a name.').optional(),
    description: text(65_535).nullable().optional(),
    shortDescription: text(65_535).nullable().optional(),
    price: money.optional(),
    specialPrice: money.nullable().optional(),
    specialFromDate: isoDate.nullable().optional(),
    specialToDate: isoDate.nullable().optional(),
    qty: z
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(0, 'Enter 0 or more.')
      .max(1_000_000_000, 'Enter less than 1,000,000,000.')
      .optional(),
    inStock: z.boolean().optional(),
    status: z.enum(['ENABLED', 'DISABLED']).optional(),
    visibility: z
      .enum(
        Object.keys(VISIBILITIES) as [keyof typeof VISIBILITIES, ...(keyof typeof VISIBILITIES)[]],
      )
      .optional(),
    urlKey: urlKey.optional(),
    categoryIds: z
      .array(z.number().int().positive())
      .max(200, 'Assign at most 200 categories.')
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.specialFromDate && v.specialToDate && v.specialToDate < v.specialFromDate)
      ctx.addIssue({
        code: 'custom',
        path: ['specialToDate'],
        message: 'The end date is before the start date.',
      });
  });
export type ProductEditInput = z.input<typeof productEditInput>;
export type ProductEdit = z.output<typeof productEditInput>;

export const imageInput = z
  .object({
    file: imageFile,
    label: text(255).trim().min(1, 'Describe the image for people who cannot see it.'),
  })
  .strict();
export type ImageInput = z.input<typeof imageInput>;
