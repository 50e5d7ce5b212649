// CMS pages and blocks from the content documents (the JSON files the storefront's content
// service serves; docs/decisions/1302). The folder is read once, on first use; a document is a
// page when its type is homepage or page (found by uid) and a block by its id. The HTML is built
// here from the document's text fields, every text escaped, so nothing in a document can inject
// markup.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ContentDocument {
  id: string;
  uid: string | null;
  type: string;
  data: Record<string, unknown>;
}

export interface CmsPageView {
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  meta_description: string;
}

export interface CmsBlockView {
  identifier: string;
  title: string;
  content: string;
}

const PAGE_TYPES = new Set(['homepage', 'page']);

const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Only site paths and http(s) addresses become links. */
const safeHref = (url: unknown): string | null =>
  typeof url === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(url) ? url : null;

const RICH_TAGS: Record<string, string> = {
  heading1: 'h1',
  heading2: 'h2',
  heading3: 'h3',
  heading4: 'h4',
  paragraph: 'p',
  'list-item': 'li',
};

/** A rich-text array ([{ type, text }]) as HTML, or null when the value is not one. */
function richText(value: unknown): string | null {
  if (
    !Array.isArray(value) ||
    !value.every(
      (b) => b && typeof b === 'object' && typeof (b as { text?: unknown }).text === 'string',
    )
  )
    return null;
  return value
    .map((b: { type?: string; text: string }) => {
      const tag = RICH_TAGS[b.type ?? ''] ?? 'p';
      return `<${tag}>${escapeHtml(b.text)}</${tag}>`;
    })
    .join('');
}

/** Text fields, rich text and link lists of a document's data, in document order. */
function renderData(value: unknown, depth = 0): string {
  if (depth > 4 || value === null || value === undefined) return '';
  const rich = richText(value);
  if (rich !== null) return rich;
  if (Array.isArray(value)) return value.map((v) => renderData(v, depth + 1)).join('');
  if (typeof value !== 'object') return '';
  const o = value as Record<string, unknown>;
  const label = o.label ?? o.title;
  const href = safeHref(o.link ?? o.link_url ?? o.url);
  if (typeof label === 'string' && href)
    return `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
  const out: string[] = [];
  for (const [key, v] of Object.entries(o)) {
    if (typeof v === 'string') {
      if (/(^|_)(heading|title)$/.test(key)) out.push(`<h2>${escapeHtml(v)}</h2>`);
      else if (/(^|_)(text|description)$/.test(key)) out.push(`<p>${escapeHtml(v)}</p>`);
    } else if (typeof v === 'object') out.push(renderData(v, depth + 1));
  }
  return out.join('');
}

export class ContentService {
  private documents: ContentDocument[] | null = null;

  /** dir: the folder of content documents; a missing folder means no pages or blocks. */
  constructor(private readonly dir: string) {}

  private all(): ContentDocument[] {
    if (this.documents) return this.documents;
    const docs: ContentDocument[] = [];
    if (existsSync(this.dir)) {
      for (const name of readdirSync(this.dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        let doc: Partial<ContentDocument>;
        try {
          doc = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as Partial<ContentDocument>;
        } catch {
          // One unreadable document must not take every page and block down with it.
          continue;
        }
        if (!doc || typeof doc !== 'object') continue;
        if (
          typeof doc.id !== 'string' ||
          typeof doc.type !== 'string' ||
          !doc.data ||
          typeof doc.data !== 'object'
        )
          continue;
        docs.push({
          id: doc.id,
          uid: typeof doc.uid === 'string' ? doc.uid : null,
          type: doc.type,
          data: doc.data,
        });
      }
    }
    this.documents = docs;
    return docs;
  }

  page(identifier: string): CmsPageView | null {
    const doc = this.all().find((d) => PAGE_TYPES.has(d.type) && d.uid === identifier);
    if (!doc) return null;
    const title = typeof doc.data.title === 'string' ? doc.data.title : identifier;
    const heading = typeof doc.data.hero_heading === 'string' ? doc.data.hero_heading : title;
    const description = typeof doc.data.hero_text === 'string' ? doc.data.hero_text : '';
    return {
      identifier,
      title,
      content_heading: heading,
      content: renderData(doc.data),
      meta_description: description,
    };
  }

  /** Blocks in the order asked, each identifier once; unknown ones are left out. */
  blocks(identifiers: readonly string[]): CmsBlockView[] {
    const byId = new Map(this.all().map((d) => [d.id, d]));
    return [...new Set(identifiers)].flatMap((id) => {
      const doc = byId.get(id);
      if (!doc) return [];
      const title = typeof doc.data.title === 'string' ? doc.data.title : doc.id;
      return [{ identifier: doc.id, title, content: renderData(doc.data) }];
    });
  }
}
