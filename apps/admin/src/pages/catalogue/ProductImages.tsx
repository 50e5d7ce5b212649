// A product's images, each saved at once: add one by URL (or media path) with its alternative
// text, change an image's alternative text, move it up or down, remove it. The first image is the
// one listings and the product page show first (docs/decisions/1431).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { execute } from '../../api/client';
import { Field } from '../../components/Field';
import {
  AdminAddProductImageDocument,
  AdminRemoveProductImageDocument,
  AdminReorderProductImagesDocument,
  AdminSetProductImageLabelDocument,
  type AdminProductFieldsFragment,
} from '../../generated/graphql';
import styles from './Catalogue.module.css';

type Product = AdminProductFieldsFragment;
type Image = Product['images'][number];
type Outcome = {
  product: Product | null;
  errors: { field: string; message: string }[];
};
type Props = {
  product: Product;
  onChanged: (p: Product) => void;
  setNotice: (n: { text: string; error: boolean } | null) => void;
};

const label = z
  .string()
  .trim()
  .min(1, 'Describe the image for people who cannot see it.')
  .max(255, 'Use at most 255 characters.');
const addSchema = z.object({
  file: z
    .string()
    .trim()
    .min(1, 'Enter an image URL or path.')
    .max(500, 'Use at most 500 characters.'),
  label,
});
const labelSchema = z.object({ label });

/** Runs one image mutation; answers its field errors (empty when it was saved). */
function useImageChange({ onChanged, setNotice }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async (
    call: () => Promise<{ ok: true; outcome: Outcome } | { ok: false; message: string }>,
    done: string,
  ): Promise<Outcome['errors']> => {
    setBusy(true);
    try {
      const r = await call();
      if (!r.ok) {
        setNotice({ text: r.message, error: true });
        return [];
      }
      if (r.outcome.product) {
        onChanged(r.outcome.product);
        setNotice({ text: done, error: false });
        return [];
      }
      setNotice({
        text: `Nothing was changed. ${r.outcome.errors.map((e) => e.message).join(' ')}`,
        error: true,
      });
      return r.outcome.errors;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function ImageRow({
  image,
  index,
  count,
  props,
}: {
  image: Image;
  index: number;
  count: number;
  props: Props & { change: ReturnType<typeof useImageChange> };
}) {
  const { product, change } = props;
  const form = useForm<{ label: string }>({
    resolver: zodResolver(labelSchema),
    defaultValues: { label: image.label ?? '' },
  });
  const n = index + 1;
  const headingId = useId();
  const relabel = form.handleSubmit(async (v) => {
    const errors = await change.run(async () => {
      const r = await execute(AdminSetProductImageLabelDocument, {
        product_id: product.id,
        image_id: image.id,
        label: v.label,
      });
      return r.ok
        ? { ok: true, outcome: r.data.adminSetProductImageLabel }
        : { ok: false, message: r.failure.message };
    }, `Saved the alternative text of image ${n}.`);
    const first = errors[0];
    if (first) form.setError('label', { message: first.message });
    else form.reset({ label: v.label.trim() });
  });
  const move = (to: number) => {
    const ids = product.images.map((i) => i.id);
    ids.splice(index, 1);
    ids.splice(to, 0, image.id);
    void change.run(
      async () => {
        const r = await execute(AdminReorderProductImagesDocument, {
          product_id: product.id,
          image_ids: ids,
        });
        return r.ok
          ? { ok: true, outcome: r.data.adminReorderProductImages }
          : { ok: false, message: r.failure.message };
      },
      `Image ${n} is now image ${to + 1}.`,
    );
  };
  const remove = () =>
    void change.run(async () => {
      const r = await execute(AdminRemoveProductImageDocument, {
        product_id: product.id,
        image_id: image.id,
      });
      return r.ok
        ? { ok: true, outcome: r.data.adminRemoveProductImage }
        : { ok: false, message: r.failure.message };
    }, `Removed image ${n}.`);

  return (
    <li>
      <h3 id={headingId}>
        Image {n}
        {index === 0 ? ' (shown first)' : ''}
      </h3>
      <p className={styles.file}>{image.file}</p>
      <form onSubmit={relabel} noValidate aria-labelledby={headingId}>
        <Field
          label={`Alternative text of image ${n}`}
          error={form.formState.errors.label?.message}
        >
          <input autoComplete="off" {...form.register('label')} />
        </Field>
        <div className={styles.actions}>
          <button type="submit" disabled={change.busy}>
            Save alternative text
          </button>
          <button
            type="button"
            disabled={change.busy || index === 0}
            onClick={() => move(index - 1)}
            aria-label={`Move image ${n} up`}
          >
            Move up
          </button>
          <button
            type="button"
            disabled={change.busy || index === count - 1}
            onClick={() => move(index + 1)}
            aria-label={`Move image ${n} down`}
          >
            Move down
          </button>
          <button
            type="button"
            disabled={change.busy}
            onClick={remove}
            aria-label={`Remove image ${n}`}
          >
            Remove
          </button>
        </div>
      </form>
    </li>
  );
}

function AddImage(props: Props & { change: ReturnType<typeof useImageChange> }) {
  const { product, change } = props;
  const form = useForm<{ file: string; label: string }>({
    resolver: zodResolver(addSchema),
    defaultValues: { file: '', label: '' },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const errors = await change.run(async () => {
      const r = await execute(AdminAddProductImageDocument, {
        product_id: product.id,
        file: v.file,
        label: v.label,
      });
      return r.ok
        ? { ok: true, outcome: r.data.adminAddProductImage }
        : { ok: false, message: r.failure.message };
    }, 'Added the image.');
    for (const e of errors) {
      if (e.field === 'file' || e.field === 'label') form.setError(e.field, { message: e.message });
    }
    if (errors.length === 0) form.reset();
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="add-image-heading">
      <h3 id="add-image-heading">Add an image</h3>
      <Field
        label="Image URL or media path"
        hint="An https:// address, or a path below the shop's media address."
        error={errors.file?.message}
      >
        <input autoComplete="off" {...form.register('file')} />
      </Field>
      <Field
        label="Alternative text"
        hint="What the image shows, for people who cannot see it."
        error={errors.label?.message}
      >
        <input autoComplete="off" {...form.register('label')} />
      </Field>
      <button type="submit" disabled={change.busy}>
        Add image
      </button>
    </form>
  );
}

export default function ProductImages(props: Props) {
  const change = useImageChange(props);
  const images = props.product.images;
  return (
    <section aria-labelledby="images-heading">
      <h2 id="images-heading">Images</h2>
      {images.length === 0 ? <p>This product has no images.</p> : null}
      <ol className={styles.images}>
        {images.map((image, index) => (
          <ImageRow
            key={`${image.id}-${image.label ?? ''}`}
            image={image}
            index={index}
            count={images.length}
            props={{ ...props, change }}
          />
        ))}
      </ol>
      <AddImage {...props} change={change} />
    </section>
  );
}
