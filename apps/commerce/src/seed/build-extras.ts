// Non-furniture products: services (VirtualProduct), gift cards (GiftCardProduct) and the
// simple parts and upgrades of the Options tree.
import { buildMedia } from './build-media.js';
import { serviceOptions } from './custom-options.js';
import { CASTERS, GIFT_CARDS, SERVICES, UPHOLSTERY, type PartDef } from './data/specials.js';
import { MARKETING_SKU_KEY } from './data/attributes.js';
import { slugify } from './random.js';
import type { DownloadablePlan, LinkPlan, ProductPlan } from './plan.js';
import { DEMO_FACTS } from './facts.js';

const SERVICE_HEXES = ['#56647a', '#6f7f73', '#8a6f57', '#4d5560'];

function base(
  sku: string,
  name: string,
  blurb: string,
  now: Date,
  categoryPath: string,
): ProductPlan {
  return {
    sku,
    typeId: 'simple',
    parentSku: null,
    name,
    urlKey: slugify(name),
    status: 1,
    visibility: 4,
    price: 0,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    newFrom: null,
    newTo: null,
    description: `<p>${blurb}</p><p>Questions? Our project team answers within one business day.</p>`,
    shortDescription: `<p>${blurb}</p>`,
    metaTitle: `${name} | Charter Contract Furniture`,
    metaKeyword: `${name.toLowerCase()}, charter`,
    metaDescription: blurb,
    weight: null,
    qty: 100000,
    inStock: true,
    minSaleQty: 1,
    maxSaleQty: 10000,
    attributes: {},
    giftcard: null,
    createdAt: now,
    categories: [{ urlPath: categoryPath, position: 0 }],
    values: [],
    configurable: [],
    media: [],
    options: [],
  };
}

export function buildServices(now: Date, servicesPath: string): ProductPlan[] {
  const services = SERVICES.map((s, i): ProductPlan => ({
    ...base(s.sku, s.name, s.blurb, now, servicesPath),
    typeId: 'virtual',
    price: s.price,
    attributes: {
      [MARKETING_SKU_KEY]: s.sku.replace(/-\d+$/, ''),
      ...(i === 1 ? { ordering_note: 'Purchase within 30 days of delivery' } : {}),
    },
    media: buildMedia({
      name: s.name,
      shape: 'service',
      hex: SERVICE_HEXES[i % SERVICE_HEXES.length] as string,
      count: 2,
    }),
    options: i === 0 ? serviceOptions() : [],
  }));
  const cards = GIFT_CARDS.map((g, i): ProductPlan => ({
    ...base(g.sku, g.name, g.blurb, now, servicesPath),
    typeId: 'giftcard',
    price: g.settings.amounts[0] ?? 0,
    giftcard: g.settings,
    media: buildMedia({
      name: g.name,
      shape: 'gift-card',
      hex: ['#23324f', '#b08d57', '#2f5240'][i] as string,
      count: 1,
    }),
  }));
  return [...services, ...cards];
}

function part(p: PartDef, now: Date, path: string, shape: 'caster' | 'fabric'): ProductPlan {
  return {
    ...base(p.sku, p.name, p.blurb, now, path),
    price: p.price,
    weight: p.weight,
    qty: 500,
    attributes: {
      [MARKETING_SKU_KEY]: p.sku,
      ...(shape === 'fabric' ? { pwa_layout: 'materials' } : {}),
    },
    values: [{ code: 'commercial_grade', label: 'Yes' }],
    media: buildMedia({ name: p.name, shape, hex: p.hex, count: shape === 'fabric' ? 1 : 2 }),
  };
}

export function buildParts(now: Date, casterPath: string, upholsteryPath: string): ProductPlan[] {
  return [
    ...CASTERS.map((p) => part(p, now, casterPath, 'caster')),
    ...UPHOLSTERY.map((p) => part(p, now, upholsteryPath, 'fabric')),
  ];
}

/** A furniture set sold as a GroupedProduct: its members, in order, with their default quantity. */
const DINING_SET = {
  ...DEMO_FACTS.grouped,
  blurb: 'A dining table with four side chairs and two arm chairs: choose how many of each.',
};

/**
 * The grouped products and their member links (docs/decisions/0508). The set's own price is its
 * cheapest member's, as Magento's grouped price index keeps it ("Starting at").
 */
export function buildGroups(
  now: Date,
  products: ProductPlan[],
  diningPath: string,
): { products: ProductPlan[]; links: LinkPlan[] } {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const members = DINING_SET.members.map((m) => bySku.get(m.sku) as ProductPlan);
  const set: ProductPlan = {
    ...base(DINING_SET.sku, DINING_SET.name, DINING_SET.blurb, now, diningPath),
    typeId: 'grouped',
    price: Math.min(...members.map((m) => m.price)),
    media: buildMedia({ name: DINING_SET.name, shape: 'table', hex: '#6b4f3a', count: 2 }),
  };
  const links = DINING_SET.members.map((m, i): LinkPlan => ({
    from: DINING_SET.sku,
    to: m.sku,
    type: 'associated',
    position: i + 1,
    qty: m.qty,
  }));
  return { products: [set], links };
}

/** The downloadable products (docs/decisions/0509) and their links and samples. */
export function buildDownloadables(
  now: Date,
  servicesPath: string,
): { products: ProductPlan[]; downloadables: DownloadablePlan[] } {
  const d = DEMO_FACTS.downloadable;
  const pack: ProductPlan = {
    ...base(
      d.sku,
      d.name,
      'Revit families and CAD blocks of every Charter collection, with finish and fabric data.',
      now,
      servicesPath,
    ),
    typeId: 'downloadable',
    price: d.price,
    media: buildMedia({ name: d.name, shape: 'service', hex: '#2f5240', count: 1 }),
  };
  return {
    products: [pack],
    downloadables: [
      {
        sku: d.sku,
        links: d.links.map((l) => ({ ...l })),
        samples: d.samples.map((x) => ({ ...x })),
      },
    ],
  };
}
