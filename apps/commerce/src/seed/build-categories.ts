// Flattens CATEGORY_TREE into category rows (parents before children).
import { categoryImagePath } from '../modules/media/paths.js';
import { CATEGORY_TREE, type CategoryDef } from './data/categories.js';
import type { CategoryPlan } from './plan.js';

const BRAND = 'Charter Contract Furniture';

function describe(def: CategoryDef, parentName: string | null): string {
  const lead = parentName
    ? `<p><strong>${def.name}</strong> from our ${parentName} range.</p>`
    : `<p><strong>${def.name}</strong> for hospitality and senior living.</p>`;
  return `${lead}<p>${def.blurb}</p><p>Every piece is built to order in our North Carolina workshop and tested to BIFMA and ANSI standards.</p>`;
}

export function buildCategories(tree: CategoryDef[] = CATEGORY_TREE): CategoryPlan[] {
  const out: CategoryPlan[] = [];
  const walk = (defs: CategoryDef[], parent: CategoryPlan | null) => {
    for (const def of defs) {
      const urlPath = parent ? `${parent.urlPath}/${def.urlKey}` : def.urlKey;
      const image = categoryImagePath(def.shape, def.hex);
      const plan: CategoryPlan = {
        urlKey: def.urlKey,
        urlPath,
        parentPath: parent ? parent.urlPath : null,
        level: parent ? parent.level + 1 : 2,
        position: def.position,
        name: def.name,
        includeInMenu: def.inMenu ?? true,
        isActive: def.active ?? true,
        isAnchor: def.anchor ?? true,
        description: describe(def, parent?.name ?? null),
        image,
        thumbnail: image,
        imageTextHover: `Explore ${def.name.toLowerCase()}`,
        metaTitle: `${def.name} | ${BRAND}`,
        metaKeywords: [
          def.name.toLowerCase(),
          parent?.name.toLowerCase(),
          'contract furniture',
          'hospitality',
        ]
          .filter(Boolean)
          .join(', '),
        metaDescription: def.blurb,
        pwaLayout: def.pwaLayout ?? null,
        displayMode: def.displayMode ?? 'PRODUCTS',
        defaultSortBy: def.defaultSortBy ?? null,
      };
      out.push(plan);
      if (def.children) walk(def.children, plan);
    }
  };
  walk(tree, null);
  return out;
}

/** Category url_paths that have no children: where products are assigned. */
export function leafPaths(categories: CategoryPlan[]): string[] {
  const parents = new Set(
    categories.map((c) => c.parentPath).filter((p): p is string => p !== null),
  );
  return categories.filter((c) => !parents.has(c.urlPath)).map((c) => c.urlPath);
}
