// Furniture products from FAMILIES: simple products and configurable parents with their variants.
// Every random choice comes from a PRNG seeded by the family or product SKU, so adding a family
// does not change the products of the others.
import { COLORS, FABRICS, FINISHES, MARKETING_SKU_KEY, type OptionDef } from './data/attributes.js';
import { FAMILIES, NAME_STEMS, type Family, type Flag } from './data/families.js';
import { buildMedia } from './build-media.js';
import { longDescription, metaFields, shortDescription } from './content.js';
import { presetOptions } from './custom-options.js';
import { addDays, createRng, hashSeed, slugify, type Rng } from './random.js';
import type { AttributeValuePlan, ProductPlan } from './plan.js';

const COLLECTIONS = ['Atelier', 'Coastline', 'Haven', 'Heritage', 'Metro', 'Nordic'];
const FIRE_CODES = ['CAL 117', 'CAL 133', 'NFPA 260', 'BS 5852'];
const ORDERING_NOTES = [
  'Ships in 6-8 weeks',
  'Quick ship: 2 weeks',
  'Made to order in 10-12 weeks',
  'Minimum order 12 units',
];
const LEAD_TIMES = ['2 weeks', '6-8 weeks', '10-12 weeks'];
const WARRANTIES = ['5 years', '10 years', 'Lifetime frame'];
const SALE_CUTS = [0.1, 0.15, 0.2, 0.25];

/** Flags pinned on generated products so each edge case exists; keyed by SKU. */
export const EXTRA_FLAGS: Record<string, Flag[]> = {
  'TB-OC-1003': ['catalog-only'],
  'TB-OC-1005': ['minimum-order'],
  'TB-CF-1002': ['search-only'],
  'LT-SC-1004': ['disabled'],
  'CH-BS-1005': ['sale-window', 'no-marketing-sku'],
  'CG-DK-1002': ['new'],
  'CG-WR-1002': ['new-expired'],
  'BD-BD-1003': ['oos'],
  'OD-DN-1002': ['archived'],
  // A configurable whose variants are all sold out.
  'SF-LS-1001': ['oos'],
};

export interface FamilyContext {
  now: Date;
  categoryPath: (urlKey: string) => string;
  usedNames: Set<string>;
  usedKeys: Set<string>;
}

function pickFlags(rng: Rng, configurable: boolean): Flag[] {
  const flags: Flag[] = [];
  if (rng.chance(0.05)) flags.push('archived');
  const sale = rng.next();
  if (sale < 0.1) flags.push('sale');
  else if (sale < 0.15) flags.push('sale-window');
  const fresh = rng.next();
  if (fresh < 0.07) flags.push('new');
  else if (fresh < 0.1) flags.push('new-window');
  else if (fresh < 0.13) flags.push('new-expired');
  if (!configurable && rng.chance(0.06)) flags.push('oos');
  return flags;
}

function uniqueName(rng: Rng, fam: Family, stems: string[], ctx: FamilyContext): string {
  while (stems.length > 0) {
    const stem = stems.shift() as string;
    const name = `${stem} ${rng.pick(fam.nouns)}`;
    if (!ctx.usedNames.has(name) && !ctx.usedKeys.has(slugify(name))) return name;
  }
  throw new Error(`Ran out of names for ${fam.sku}`);
}

function dollars(rng: Rng, [min, max]: [number, number]): number {
  return Math.round(rng.int(min, max) / 10) * 10 * 100;
}

function cut(price: number, pct: number): number {
  return Math.round((price * (1 - pct)) / 100) * 100;
}

interface Pricing {
  specialPrice: (price: number) => number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
}

function pricing(flags: Flag[], rng: Rng, now: Date): Pricing {
  const pct = rng.pick(SALE_CUTS);
  if (flags.includes('sale'))
    return { specialPrice: (p) => cut(p, pct), specialFrom: null, specialTo: null };
  if (flags.includes('sale-window'))
    return {
      specialPrice: (p) => cut(p, pct),
      specialFrom: addDays(now, -3),
      specialTo: addDays(now, 14),
    };
  return { specialPrice: () => null, specialFrom: null, specialTo: null };
}

function newness(flags: Flag[], rng: Rng, now: Date): { newFrom: Date | null; newTo: Date | null } {
  if (flags.includes('new')) return { newFrom: addDays(now, -rng.int(1, 5)), newTo: null };
  if (flags.includes('new-window')) return { newFrom: addDays(now, -2), newTo: addDays(now, 30) };
  if (flags.includes('new-expired'))
    return { newFrom: addDays(now, -60), newTo: addDays(now, -10) };
  return { newFrom: null, newTo: null };
}

interface Axes {
  first: OptionDef[];
  firstCode: 'fabric' | 'color';
  finishes: OptionDef[];
}

/** One product to build from a family; `name` and `flags` default to random choices. */
export interface ProductSpec {
  sku: string;
  /** Position within the family (1-based in marketing SKUs). */
  index: number;
  configurable: boolean;
  name?: string;
  flags?: Flag[];
  /** Pinned products always get a marketing SKU, a layout and their family's options. */
  pinned?: boolean;
}

export function buildFamily(fam: Family, ctx: FamilyContext): ProductPlan[] {
  const famRng = createRng(`family:${fam.sku}`);
  const stems = famRng.shuffle(NAME_STEMS);
  const out: ProductPlan[] = [];
  let configurables = 0;
  for (let i = 0; i < fam.count; i++) {
    const sku = `${fam.sku}-${1001 + i}`;
    const fixed = fam.fixed?.[i];
    const configurable = fixed
      ? (fixed.flags ?? []).includes('configurable')
      : configurables < fam.configurables;
    if (configurable && fam.axis) configurables++;
    let name: string;
    if (fixed) {
      name = fixed.name;
      const idx = stems.indexOf(name.split(' ')[0] ?? '');
      if (idx >= 0) stems.splice(idx, 1);
    } else {
      name = uniqueName(createRng(`name:${sku}`), fam, stems, ctx);
    }
    const flags = fixed ? [...(fixed.flags ?? []), ...(EXTRA_FLAGS[sku] ?? [])] : undefined;
    out.push(
      ...buildFamilyProduct(
        fam,
        { sku, index: i, configurable, name, flags, pinned: fixed !== undefined },
        ctx,
      ),
    );
  }
  return out;
}

/** A product of `fam` (and its variants when configurable). */
export function buildFamilyProduct(
  fam: Family,
  spec: ProductSpec,
  ctx: FamilyContext,
): ProductPlan[] {
  const { sku, index: i } = spec;
  const rng = createRng(`product:${sku}`);
  const isConfigurable = spec.configurable && fam.axis !== undefined;
  const fixed = spec.pinned === true;
  const flags = spec.flags ?? [...pickFlags(rng, isConfigurable), ...(EXTRA_FLAGS[sku] ?? [])];
  const name = spec.name ?? `${rng.pick(NAME_STEMS)} ${rng.pick(fam.nouns)}`;
  const urlKey = slugify(name);
  ctx.usedNames.add(name);
  ctx.usedKeys.add(urlKey);
  const noun = fam.nouns.find((n) => name.endsWith(n)) ?? fam.nouns[0] ?? '';
  const stem = name.split(' ')[0] ?? name;
  const collection = COLLECTIONS[hashSeed(stem) % COLLECTIONS.length] as string;
  const basePrice = dollars(rng, fam.price);
  const weight = rng.int(fam.weight[0], fam.weight[1]);
  const finish = rng.pick(FINISHES);
  const fabric = fam.upholstered ? rng.pick(FABRICS) : undefined;
  const color = fam.axis === 'color' ? rng.pick(COLORS) : undefined;
  const axes: Axes | null = isConfigurable
    ? {
        first:
          fam.axis === 'color'
            ? rng.sample(COLORS, rng.int(2, 3))
            : rng.sample(FABRICS, rng.int(2, 3)),
        firstCode: fam.axis === 'color' ? 'color' : 'fabric',
        finishes: rng.sample(FINISHES, 2),
      }
    : null;
  const heroHex = (axes ? axes.first[0]?.hex : (fabric ?? color ?? finish).hex) ?? '#8a6f57';

  const values: AttributeValuePlan[] = [];
  if (axes) {
    for (const o of axes.first) values.push({ code: axes.firstCode, label: o.label });
    for (const o of axes.finishes) values.push({ code: 'finish', label: o.label });
  } else {
    values.push({ code: 'finish', label: finish.label });
    if (fabric) values.push({ code: 'fabric', label: fabric.label });
    if (color) values.push({ code: 'color', label: color.label });
  }
  for (const m of rng.sample(fam.materials, rng.int(1, Math.min(3, fam.materials.length))))
    values.push({ code: 'material', label: m });
  values.push({ code: 'collection', label: collection });
  if (fam.seatHeights) values.push({ code: 'seat_height', label: rng.pick(fam.seatHeights) });
  if (fam.armStyles) values.push({ code: 'arm_style', label: rng.pick(fam.armStyles) });
  if (fam.capacities) values.push({ code: 'weight_capacity', label: rng.pick(fam.capacities) });
  if (fam.upholstered) values.push({ code: 'fire_code', label: rng.pick(FIRE_CODES) });
  values.push({ code: 'commercial_grade', label: rng.chance(0.85) ? 'Yes' : 'No' });

  const attributes: Record<string, string> = {};
  if (!flags.includes('no-marketing-sku') && (fixed || rng.chance(0.85))) {
    attributes[MARKETING_SKU_KEY] =
      `${stem.toUpperCase()}-${fam.sku.split('-')[1]}${String(i + 1).padStart(2, '0')}`;
  }
  if (flags.includes('archived')) attributes.archive = '1';
  else if (rng.chance(0.2)) attributes.archive = '0';
  let minSaleQty = 1;
  if (flags.includes('minimum-order') || (!fixed && rng.chance(0.25))) {
    const note = flags.includes('minimum-order')
      ? 'Minimum order 12 units'
      : rng.pick(ORDERING_NOTES);
    attributes.ordering_note = note;
    if (note.startsWith('Minimum order')) minSaleQty = 12;
  }
  attributes.visiture_custom_attributes = JSON.stringify([
    { attribute_code: 'lead_time', value: rng.pick(LEAD_TIMES) },
    { attribute_code: 'warranty', value: rng.pick(WARRANTIES) },
    { attribute_code: 'com_yardage', value: fam.upholstered ? String(rng.int(2, 14) / 2) : '' },
  ]);
  if (fam.upholstered)
    attributes.care_instructions =
      'Vacuum weekly. Spot clean with a water-based cleaner; bleach-cleanable fabrics accept a 10:1 solution.';
  if (fixed) attributes.pwa_layout = 'product-full-width';

  const price = pricing(flags, rng, ctx.now);
  const fresh = newness(flags, rng, ctx.now);
  const meta = metaFields(name, noun, collection);
  const copy = {
    name,
    noun,
    collection,
    features: fam.features,
    dims: fam.dims,
    weight,
    materials: values.filter((v) => v.code === 'material').map((v) => v.label),
    finish: axes ? undefined : finish.label,
    fabric: axes ? undefined : fabric?.label,
    seatHeight: values.find((v) => v.code === 'seat_height')?.label,
  };
  const oos = flags.includes('oos');
  const parent: ProductPlan = {
    sku,
    typeId: isConfigurable ? 'configurable' : 'simple',
    parentSku: null,
    name,
    urlKey,
    status: flags.includes('disabled') ? 2 : 1,
    visibility: flags.includes('catalog-only') ? 2 : flags.includes('search-only') ? 3 : 4,
    price: basePrice,
    specialPrice: price.specialPrice(basePrice),
    specialFrom: price.specialFrom,
    specialTo: price.specialTo,
    newFrom: fresh.newFrom,
    newTo: fresh.newTo,
    description: longDescription(copy),
    shortDescription: shortDescription(copy),
    metaTitle: meta.title,
    metaKeyword: meta.keyword,
    metaDescription: meta.description,
    weight,
    qty: oos ? 0 : rng.int(5, 400),
    inStock: !oos,
    minSaleQty,
    maxSaleQty: 10000,
    attributes,
    giftcard: null,
    createdAt: ctx.now,
    categories: [{ urlPath: ctx.categoryPath(fam.category), position: 0 }],
    values,
    configurable: axes
      ? [
          // Stored first axis first, but displayed second: position, not insertion order, decides.
          {
            code: axes.firstCode,
            position: 1,
            label: axes.firstCode === 'fabric' ? 'Upholstery' : 'Shade Color',
          },
          { code: 'finish', position: 0, label: 'Frame Finish' },
        ]
      : [],
    media: buildMedia({
      name,
      shape: fam.shape,
      hex: heroHex,
      count: rng.int(2, 4),
      video: flags.includes('video'),
      disabledImage: flags.includes('disabled-image'),
    }),
    options:
      !isConfigurable && fam.preset && (fixed || rng.chance(0.5))
        ? presetOptions(fam.preset, flags.includes('all-options'))
        : [],
  };
  return axes ? [parent, ...buildVariants(parent, axes, fam, rng, oos)] : [parent];
}

function buildVariants(
  parent: ProductPlan,
  axes: Axes,
  fam: Family,
  rng: Rng,
  allOut: boolean,
): ProductPlan[] {
  const variants: ProductPlan[] = [];
  for (const first of axes.first) {
    for (const fin of axes.finishes) {
      const price = parent.price + (first.premium ?? 0) + (fin.premium ?? 0);
      const out = allOut || rng.chance(0.15);
      const hex = first.hex ?? '#8a6f57';
      const label = `${first.label}, ${fin.label}`;
      variants.push({
        ...parent,
        sku: `${parent.sku}-${first.code}-${fin.code}`,
        typeId: 'simple',
        parentSku: parent.sku,
        name: `${parent.name} - ${label}`,
        urlKey: `${parent.urlKey}-${first.code.toLowerCase()}-${fin.code.toLowerCase()}`,
        visibility: 1,
        price,
        specialPrice:
          parent.specialPrice === null
            ? null
            : Math.round((price * parent.specialPrice) / parent.price / 100) * 100,
        newFrom: null,
        newTo: null,
        description: null,
        shortDescription: `<p>${parent.name} in ${label}.</p>`,
        qty: out ? 0 : rng.int(2, 150),
        inStock: !out,
        attributes: {},
        categories: [],
        values: [
          { code: axes.firstCode, label: first.label },
          { code: 'finish', label: fin.label },
        ],
        configurable: [],
        // Front view in the upholstery or shade colour, detail view in the frame finish.
        media: [
          ...buildMedia({ name: `${parent.name} - ${label}`, shape: fam.shape, hex, count: 1 }),
          ...buildMedia({
            name: `${parent.name} - ${label}`,
            shape: fam.shape,
            hex: fin.hex ?? hex,
            count: 4,
          }).slice(3),
        ],
        options: [],
      });
    }
  }
  // The parent's own price is the lowest variant price (Magento shows "As low as").
  parent.price = Math.min(...variants.map((v) => v.price));
  if (parent.specialPrice !== null)
    parent.specialPrice = Math.min(...variants.map((v) => v.specialPrice ?? v.price));
  parent.qty = variants.reduce((n, v) => n + v.qty, 0);
  parent.inStock = variants.some((v) => v.inStock);
  return variants;
}

export function buildFamilies(ctx: FamilyContext, families: Family[] = FAMILIES): ProductPlan[] {
  return families.flatMap((fam) => buildFamily(fam, ctx));
}
