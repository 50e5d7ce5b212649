// Content documents as the headless content service delivers them (Prismic's document shape):
// every document has id, uid, type, lang and a typed `data` object. The local JSON documents in
// content/ use exactly the same shape, so both providers are interchangeable.

/** A link field: a plain URL (local documents) or a CMS link object (web or document link). */
export type LinkField =
  | string
  | {
      link_type?: string;
      url?: string | null;
      uid?: string | null;
      type?: string | null;
      target?: string | null;
    }
  | null
  | undefined;

/** An image field. Width and height are required for layout-shift-free rendering. */
export interface ImageField {
  url?: string | null;
  alt?: string | null;
  dimensions?: { width: number; height: number } | null;
}

/** One span of a rich-text block (bold, italic, hyperlink). */
export interface RichTextSpan {
  start: number;
  end: number;
  type: 'strong' | 'em' | 'hyperlink' | string;
  data?: { url?: string | null; target?: string | null } | null;
}

/** One block of rich text (paragraph, heading, list item). */
export interface RichTextBlock {
  type: string;
  text: string;
  spans?: RichTextSpan[];
}

/** Rich text: CMS blocks, or plain text where blank lines separate paragraphs. */
export type RichTextField = RichTextBlock[] | string | null | undefined;

/** A reference to another document (dropdown_menu or mega_menu_content). */
export interface DocumentRef {
  id?: string | null;
  uid?: string | null;
  type?: string | null;
}

export interface MenuItem {
  label: string;
  url?: LinkField;
  /** Per-store-view URLs, keyed by store view code (spec: "optional url per store view"). */
  url_by_store_view?: Partial<Record<string, LinkField>> | null;
  /** The menu opened by this item: a dropdown_menu or mega_menu_content document. */
  menu?: DocumentRef | null;
  /** Per-store-view menu documents (spec: "per-view menu field"). */
  menu_by_store_view?: Partial<Record<string, DocumentRef>> | null;
  /** A nested dropdown_menu for a dropdown item (spec: "submenu (uid, type)"). */
  submenu?: DocumentRef | null;
  /** The image shown in a mega menu while this item is hovered or focused. */
  item_image?: ImageField | null;
}

export interface NavBarData {
  top_items: MenuItem[];
}

export interface DropdownMenuData {
  items: MenuItem[];
}

export interface MegaMenuData {
  header?: string | null;
  image?: ImageField | null;
  image_link?: LinkField;
  items: MenuItem[];
  senior_living_items?: MenuItem[] | null;
}

export interface SocialMediaLink {
  link: LinkField;
  type: 'facebook' | 'instagram' | 'twitter' | 'pinterest' | string;
}

export interface FooterLink {
  label: string;
  link_url: LinkField;
}

export interface FooterData {
  footer_seo_text?: RichTextField;
  hubspot_form_id?: string | null;
  hubspot_form_portal?: string | null;
  copyright_text?: string | null;
  social_media?: SocialMediaLink[] | null;
  links?: FooterLink[] | null;
}

export interface AnnouncementItem {
  image?: ImageField | null;
  title?: string | null;
  category?: string | null;
  link?: LinkField;
  /** ISO date (YYYY-MM-DD). */
  date?: string | null;
  overlay_color?: string | null;
  hover_image?: ImageField | null;
  hover_title?: string | null;
  hover_category?: string | null;
  hover_date?: string | null;
  hover_overlay_color?: string | null;
}

export interface AnnouncementData {
  items: AnnouncementItem[];
  call_to_action_link?: LinkField;
  call_to_action_title?: string | null;
}

export interface HomepageLink {
  label: string;
  link: LinkField;
  image?: ImageField | null;
  description?: string | null;
}

export interface HomepageData {
  title: string;
  hero_heading?: string | null;
  hero_text?: RichTextField;
  hero_image?: ImageField | null;
  hero_cta_label?: string | null;
  hero_cta_link?: LinkField;
  featured_heading?: string | null;
  featured_links?: HomepageLink[] | null;
}

export interface TranslationData {
  translation_keys: { key: string; value: string }[];
}

/** Data types by document type. Types without an entry carry untyped data. */
export interface DocumentDataByType {
  nav_bar: NavBarData;
  dropdown_menu: DropdownMenuData;
  mega_menu_content: MegaMenuData;
  footer: FooterData;
  announcement: AnnouncementData;
  homepage: HomepageData;
  translation: TranslationData;
}

export type KnownDocumentType = keyof DocumentDataByType;

export type DocumentData<T extends string> = T extends KnownDocumentType
  ? DocumentDataByType[T]
  : Record<string, unknown>;

export interface ContentDocument<T extends string = string> {
  id: string;
  uid: string | null;
  type: T;
  lang: string;
  /** First publication (ISO date-time) where the source knows it (Prismic does). */
  first_publication_date?: string | null;
  data: DocumentData<T>;
}

export interface LookupOptions {
  /** Language code, e.g. 'en-us'. Omitted: the provider's default language. */
  lang?: string;
}

/**
 * The one interface behind which every content source sits. Each method resolves to the
 * document, or null when it does not exist (never throws for a missing document).
 */
export interface ContentProvider {
  readonly name: string;
  getSingle<T extends string>(type: T, opts?: LookupOptions): Promise<ContentDocument<T> | null>;
  getById(id: string, opts?: LookupOptions): Promise<ContentDocument | null>;
  getByUid<T extends string>(
    uid: string,
    types: readonly T[],
    opts?: LookupOptions,
  ): Promise<ContentDocument<T> | null>;
  /**
   * Every document of a repeatable type (blog posts, project posts), newest first, at most
   * `limit` (bounded by MAX_LIST_DOCUMENTS). Empty when there are none or the source fails.
   */
  getAllByType<T extends string>(
    type: T,
    opts?: LookupOptions & { limit?: number },
  ): Promise<ContentDocument<T>[]>;
}
