// The category tree: choose a category (held in the URL) to rename it, give it a new URL key,
// enable or disable it, show or hide it in menus, or move it below another parent at a place
// among its new siblings. The API moves the URL rewrites and leaves permanent redirects at the
// old paths (docs/decisions/1432).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { execute } from '../../api/client';
import { Field } from '../../components/Field';
import {
  AdminMoveCategoryDocument,
  AdminUpdateCategoryDocument,
  type AdminCategoryInput,
} from '../../generated/graphql';
import styles from './Catalogue.module.css';
import { categoryPaths, categoryTree, type Category, type CategoryNode } from './labels';
import { useCategories } from './ProductList';
import { QueryState } from '../../components/QueryState';

type Notice = { text: string; error: boolean } | null;
type FieldErrors = { field: string; message: string }[];

function Tree({ nodes, selected }: { nodes: CategoryNode[]; selected: number | null }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <Link
            to={`?id=${n.id}`}
            aria-current={n.id === selected ? 'true' : undefined}
            className={n.id === selected ? styles.current : undefined}
          >
            {n.name}
          </Link>
          {n.is_active ? '' : <span className={styles.off}> (disabled)</span>}
          {n.children.length > 0 ? <Tree nodes={n.children} selected={selected} /> : null}
        </li>
      ))}
    </ul>
  );
}

const editSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(255, 'Use at most 255 characters.'),
  url_key: z
    .string()
    .trim()
    .min(1, 'Enter a URL key.')
    .max(200, 'Use at most 200 characters.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes only.'),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
});
type EditValues = z.infer<typeof editSchema>;
const EDIT_FIELDS = ['name', 'url_key', 'is_active', 'include_in_menu'] as const;

function EditCategory({
  category,
  save,
}: {
  category: Category;
  save: (input: AdminCategoryInput, done: string) => Promise<FieldErrors>;
}) {
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: category.name,
      url_key: category.url_key,
      is_active: category.is_active,
      include_in_menu: category.include_in_menu,
    },
  });
  const { errors, dirtyFields, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    const input: AdminCategoryInput = {};
    if (dirtyFields.name) input.name = v.name;
    if (dirtyFields.url_key) input.url_key = v.url_key;
    if (dirtyFields.is_active) input.is_active = v.is_active;
    if (dirtyFields.include_in_menu) input.include_in_menu = v.include_in_menu;
    const problems = await save(input, `Saved the category ${v.name}.`);
    for (const e of problems) {
      const field = EDIT_FIELDS.find((f) => f === e.field);
      if (field) form.setError(field, { message: e.message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-category-heading">
      <h3 id="edit-category-heading">Name, address and display</h3>
      <Field label="Category name" error={errors.name?.message}>
        <input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field
        label="URL key"
        hint="Changing it moves this category and those below it to new addresses; the old ones redirect permanently."
        error={errors.url_key?.message}
      >
        <input autoComplete="off" {...form.register('url_key')} />
      </Field>
      <div className="field">
        <label>
          <input type="checkbox" {...form.register('is_active')} /> Enabled (shown in the
          storefront)
        </label>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" {...form.register('include_in_menu')} /> Included in menus
        </label>
      </div>
      <button type="submit" disabled={isSubmitting}>
        Save category
      </button>
    </form>
  );
}

function MoveCategory({
  category,
  categories,
  move,
}: {
  category: Category;
  categories: Category[];
  move: (parentId: number, position: number, done: string) => Promise<FieldErrors>;
}) {
  // Neither the category itself nor anything below it can be its parent.
  const below = (c: Category): boolean => {
    let at: Category | undefined = c;
    while (at) {
      if (at.id === category.id) return true;
      const parent: number | null = at.parent_id;
      at = parent === null ? undefined : categories.find((x) => x.id === parent);
    }
    return false;
  };
  const parents = categoryPaths(categories).filter((p) => !below(p.category));
  const schema = z.object({
    parent_id: z.string().min(1, 'Choose a parent category.'),
    position: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,4}$/, 'Enter a place of 1 or more.'),
  });
  type MoveValues = z.infer<typeof schema>;
  const form = useForm<MoveValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      parent_id: String(category.parent_id ?? ''),
      position: String(category.position),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    const parent = categories.find((c) => String(c.id) === v.parent_id);
    const problems = await move(
      Number(v.parent_id),
      Number(v.position) - 1,
      `Moved ${category.name} below ${parent?.name ?? 'its new parent'}.`,
    );
    for (const e of problems) {
      if (e.field === 'position') form.setError('position', { message: e.message });
      else form.setError('parent_id', { message: e.message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="move-category-heading">
      <h3 id="move-category-heading">Move</h3>
      <Field label="Parent category" error={errors.parent_id?.message}>
        <select {...form.register('parent_id')}>
          {parents.map(({ category: c, path }) => (
            <option key={c.id} value={c.id}>
              {path}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Place among its children"
        hint="1 is first; a number past the last puts it last."
        error={errors.position?.message}
      >
        <input inputMode="numeric" autoComplete="off" {...form.register('position')} />
      </Field>
      <button type="submit" disabled={isSubmitting}>
        Move category
      </button>
    </form>
  );
}

export default function Categories() {
  const [params] = useSearchParams();
  const query = useCategories();
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const categories = query.data?.adminCategories ?? [];
  const selectedId = Number(params.get('id')) || null;
  const selected = categories.find((c) => c.id === selectedId);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['categories'] });
    void client.invalidateQueries({ queryKey: ['products'] });
  };
  const answer = async (
    r: Awaited<ReturnType<typeof execute>>,
    outcome: () => { category: Category | null; errors: FieldErrors },
    done: string,
  ): Promise<FieldErrors> => {
    if (!r.ok) {
      setNotice({ text: r.failure.message, error: true });
      return [];
    }
    const { category, errors } = outcome();
    if (!category) {
      setNotice({
        text: `Nothing was changed. ${errors.map((e) => e.message).join(' ')}`,
        error: true,
      });
      return errors;
    }
    await refresh();
    setNotice({ text: done, error: false });
    return [];
  };
  const save = async (input: AdminCategoryInput, done: string) => {
    if (!selected) return [];
    if (Object.keys(input).length === 0) {
      setNotice({ text: 'Nothing has changed.', error: false });
      return [];
    }
    const r = await execute(AdminUpdateCategoryDocument, { id: selected.id, input });
    return answer(
      r,
      () => (r.ok ? r.data.adminUpdateCategory : { category: null, errors: [] }),
      done,
    );
  };
  const move = async (parentId: number, position: number, done: string) => {
    if (!selected) return [];
    const r = await execute(AdminMoveCategoryDocument, {
      id: selected.id,
      parent_id: parentId,
      position,
    });
    return answer(
      r,
      () => (r.ok ? r.data.adminMoveCategory : { category: null, errors: [] }),
      done,
    );
  };

  return (
    <>
      <h1>Categories</h1>
      <QueryState query={query} label="Loading the categories" />
      <p role="status" aria-live="polite" className={notice?.error ? 'error' : undefined}>
        {notice?.text ?? ''}
      </p>
      {query.data ? (
        <div className={styles.layout}>
          <nav aria-label="Category tree" className={styles.tree}>
            <Tree nodes={categoryTree(categories)} selected={selectedId} />
          </nav>
          <section aria-labelledby="category-heading" className={styles.panel}>
            {selected ? (
              <>
                <h2 id="category-heading">{selected.name}</h2>
                <dl className="facts">
                  <dt>Address</dt>
                  <dd data-testid="category-path">/{selected.url_path}</dd>
                  <dt>Status</dt>
                  <dd data-testid="category-status">
                    {selected.is_active ? 'Enabled' : 'Disabled'}
                  </dd>
                </dl>
                {selected.level < 2 ? (
                  <p>A store’s root category cannot be edited; choose a category below it.</p>
                ) : (
                  <>
                    <EditCategory
                      key={`edit-${selected.id}-${selected.name}-${selected.url_key}-${selected.is_active}-${selected.include_in_menu}`}
                      category={selected}
                      save={save}
                    />
                    <MoveCategory
                      key={`move-${selected.id}-${selected.parent_id}-${selected.position}`}
                      category={selected}
                      categories={categories}
                      move={move}
                    />
                  </>
                )}
              </>
            ) : (
              <>
                <h2 id="category-heading">No category chosen</h2>
                <p>Choose a category in the tree to edit or move it.</p>
              </>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
