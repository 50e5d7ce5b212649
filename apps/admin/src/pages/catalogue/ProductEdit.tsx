// One product's edit page: name, URL key, descriptions, price and special price with its dates,
// stock, status, visibility and categories, saved together (only the changed fields are sent);
// the API's field errors are shown next to their fields. Images are edited one at a time below
// (ProductImages.tsx). Leaving with unsaved changes asks first.
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useLocation, useParams } from 'react-router';
import { execute, failureOf, request } from '../../api/client';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import {
  AdminProductDocument,
  AdminUpdateProductDocument,
  type AdminProductFieldsFragment,
} from '../../generated/graphql';
import styles from './Catalogue.module.css';
import { categoryPaths, STATUSES, typeLabel, VISIBILITIES } from './labels';
import ProductImages from './ProductImages';
import { useCategories } from './ProductList';
import {
  inputOf,
  isProductField,
  productSchema,
  valuesOf,
  type ProductValues,
} from './productForm';
import { QueryState } from '../../components/QueryState';

type Product = AdminProductFieldsFragment;
type Notice = { text: string; error: boolean } | null;

function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (blocker.state === 'blocked') stay.current?.focus();
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <div role="alertdialog" aria-labelledby="unsaved-title" className={styles.panel}>
      <h2 id="unsaved-title">Leave without saving your changes?</h2>
      <button type="button" onClick={() => blocker.proceed()}>
        Leave and lose the changes
      </button>{' '}
      <button type="button" ref={stay} onClick={() => blocker.reset()}>
        Stay on this page
      </button>
    </div>
  );
}

/** The product's categories (those below a store's root), as checkboxes with their paths. */
function CategoryChoices({
  register,
  error,
}: {
  register: UseFormRegister<ProductValues>;
  error: string | undefined;
}) {
  const categories = useCategories();
  const choices = categoryPaths(categories.data?.adminCategories ?? []).filter(
    (c) => c.category.level >= 2,
  );
  return (
    <fieldset
      className={styles.wide}
      aria-describedby={error ? 'product-categories-error' : undefined}
    >
      <legend>Categories</legend>
      <QueryState query={categories} label="Loading the categories" />
      <div className={styles.checks}>
        {choices.map(({ category, path }) => (
          <label key={category.id}>
            <input type="checkbox" value={String(category.id)} {...register('category_ids')} />{' '}
            {path}
            {category.is_active ? '' : ' (disabled)'}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" id="product-categories-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ProductForm({
  product,
  onSaved,
  setNotice,
}: {
  product: Product;
  onSaved: (p: Product) => void;
  setNotice: (n: Notice) => void;
}) {
  const form = useForm<ProductValues>({
    resolver: zodResolver(productSchema),
    defaultValues: valuesOf(product),
  });
  const { errors, isDirty, dirtyFields, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const input = inputOf(values, dirtyFields);
    if (Object.keys(input).length === 0) {
      setNotice({ text: 'Nothing has changed.', error: false });
      return;
    }
    setNotice(null);
    const r = await execute(AdminUpdateProductDocument, { id: product.id, input });
    if (!r.ok) {
      setNotice({ text: r.failure.message, error: true });
      return;
    }
    const { product: saved, errors: problems } = r.data.adminUpdateProduct;
    if (!saved) {
      const other: string[] = [];
      for (const e of problems) {
        if (isProductField(e.field)) form.setError(e.field, { message: e.message });
        else other.push(e.message);
      }
      const first = problems.find((e) => isProductField(e.field));
      if (first && isProductField(first.field)) form.setFocus(first.field);
      setNotice({
        text: ['Nothing was saved: correct the fields marked below.', ...other].join(' '),
        error: true,
      });
      return;
    }
    form.reset(valuesOf(saved));
    onSaved(saved);
    setNotice({ text: `Saved ${saved.name}.`, error: false });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="details-heading">
      <UnsavedChanges dirty={isDirty && !isSubmitting} />
      <h2 id="details-heading">Details</h2>
      <div className={styles.form}>
        <Field label="Name" error={errors.name?.message}>
          <input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field
          label="URL key"
          hint="Changing it leaves a permanent redirect at the old address."
          error={errors.url_key?.message}
        >
          <input autoComplete="off" {...form.register('url_key')} />
        </Field>
        <div className={styles.wide}>
          <Field label="Short description" error={errors.short_description?.message}>
            <textarea rows={3} {...form.register('short_description')} />
          </Field>
        </div>
        <div className={styles.wide}>
          <Field label="Description" error={errors.description?.message}>
            <textarea rows={6} {...form.register('description')} />
          </Field>
        </div>
        <Field label="Price (USD)" error={errors.price?.message}>
          <input inputMode="decimal" autoComplete="off" {...form.register('price')} />
        </Field>
        <Field
          label="Special price (USD)"
          hint="Leave empty for none."
          error={errors.special_price?.message}
        >
          <input inputMode="decimal" autoComplete="off" {...form.register('special_price')} />
        </Field>
        <Field label="Special price from" error={errors.special_from_date?.message}>
          <input type="date" {...form.register('special_from_date')} />
        </Field>
        <Field label="Special price to" error={errors.special_to_date?.message}>
          <input type="date" {...form.register('special_to_date')} />
        </Field>
        <Field label="Quantity" error={errors.qty?.message}>
          <input inputMode="numeric" autoComplete="off" {...form.register('qty')} />
        </Field>
        <Field label="Stock status" error={errors.in_stock?.message}>
          <select {...form.register('in_stock')}>
            <option value="yes">In stock</option>
            <option value="no">Out of stock</option>
          </select>
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <select {...form.register('status')}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Visibility" error={errors.visibility?.message}>
          <select {...form.register('visibility')}>
            {VISIBILITIES.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </Field>
        <CategoryChoices register={form.register} error={errors.category_ids?.message} />
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={isSubmitting}>
          Save product
        </button>
        <button type="button" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          Discard changes
        </button>
      </div>
    </form>
  );
}

export default function ProductEdit() {
  const { id: raw = '' } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const location = useLocation();
  const back = (location.state as { list?: string } | null)?.list ?? '';
  const client = useQueryClient();
  const key = ['product', id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => request(AdminProductDocument, { id }),
    enabled: valid,
  });
  const [notice, setNotice] = useState<Notice>(null);
  const product = query.data?.adminProduct;

  const onSaved = (p: Product) => {
    client.setQueryData(key, { adminProduct: p });
    void client.invalidateQueries({ queryKey: ['products'] });
  };

  return (
    <>
      <p>
        <Link to={{ pathname: '../..', search: back }} relative="path">
          All products
        </Link>
      </p>
      <h1>{product ? product.name : 'Product'}</h1>
      {valid && query.isPending ? <Loading label="Loading the product" /> : null}
      {query.isError ? (
        <p role="alert" className="error">
          {failureOf(query.error).message}
        </p>
      ) : null}
      {!valid || (query.data && !product) ? <p>There is no product with this id.</p> : null}
      <p role="status" aria-live="polite" className={notice?.error ? 'error' : undefined}>
        {notice?.text ?? ''}
      </p>
      {product ? (
        <>
          <dl className="facts">
            <dt>SKU</dt>
            <dd data-testid="product-sku">{product.sku}</dd>
            <dt>Type</dt>
            <dd>
              {typeLabel(product.type_id)}
              {product.parent_id !== null ? `, a variant of product ${product.parent_id}` : ''}
            </dd>
          </dl>
          <ProductForm key={product.id} product={product} onSaved={onSaved} setNotice={setNotice} />
          <ProductImages product={product} onChanged={onSaved} setNotice={setNotice} />
        </>
      ) : null}
    </>
  );
}
