// The in-memory shape of a catalogue before it is written: rows without database ids, linked by
// SKU, category url_path and attribute/option codes. Builders produce it; write.ts stores it.
import type {
  CustomOptionType,
  GiftCardSettings,
  PriceType,
  ProductTypeId,
} from '../modules/catalog/tables.js';

export interface CategoryPlan {
  urlKey: string;
  urlPath: string;
  parentPath: string | null;
  level: number;
  position: number;
  name: string;
  includeInMenu: boolean;
  isActive: boolean;
  isAnchor: boolean;
  description: string;
  image: string;
  thumbnail: string;
  imageTextHover: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  pwaLayout: string | null;
  displayMode: string;
  defaultSortBy: string | null;
}

export interface MediaPlan {
  mediaType: 'image' | 'external-video';
  file: string;
  label: string;
  disabled: boolean;
  roles: string[];
  video?: { provider: string; url: string; title: string; description: string };
}

export interface CustomOptionValuePlan {
  title: string;
  priceAmount: number;
  priceType: PriceType;
  sku: string | null;
}

export interface CustomOptionPlan {
  type: CustomOptionType;
  title: string;
  isRequired: boolean;
  priceAmount: number | null;
  priceType: PriceType | null;
  sku: string | null;
  maxCharacters: number | null;
  values: CustomOptionValuePlan[];
}

/** An attribute value: attribute code and the option's label. */
export interface AttributeValuePlan {
  code: string;
  label: string;
}

export interface ProductPlan {
  sku: string;
  typeId: ProductTypeId;
  parentSku: string | null;
  name: string;
  urlKey: string;
  status: number;
  visibility: number;
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
  newFrom: Date | null;
  newTo: Date | null;
  description: string | null;
  shortDescription: string | null;
  metaTitle: string;
  metaKeyword: string;
  metaDescription: string;
  weight: number | null;
  qty: number;
  inStock: boolean;
  minSaleQty: number;
  maxSaleQty: number;
  attributes: Record<string, string>;
  giftcard: GiftCardSettings | null;
  createdAt: Date;
  categories: { urlPath: string; position: number }[];
  values: AttributeValuePlan[];
  /** Configurable parents only: the axes, with their display position and label. */
  configurable: { code: string; position: number; label: string }[];
  media: MediaPlan[];
  options: CustomOptionPlan[];
}

export interface LinkPlan {
  from: string;
  to: string;
  /** 'associated': a grouped product's member. */
  type: 'crosssell' | 'related' | 'upsell' | 'associated';
  position: number;
  /** A grouped member's default quantity. */
  qty?: number;
}

/** A downloadable product's links and samples (files below the PDF folder). */
export interface DownloadablePlan {
  sku: string;
  links: { title: string; file: string; sampleFile: string | null; downloads: number }[];
  samples: { title: string; file: string }[];
}

export interface RedirectPlan {
  requestPath: string;
  entityType: 'product' | 'category';
  /** SKU or category url_path of the target. */
  target: string;
}

export interface CatalogPlan {
  categories: CategoryPlan[];
  products: ProductPlan[];
  links: LinkPlan[];
  downloadables: DownloadablePlan[];
  redirects: RedirectPlan[];
}
