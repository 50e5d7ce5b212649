// Renders CMS rich text as React elements (never as raw HTML), so content cannot inject markup.
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { isExternalUrl, linkUrl, richTextBlocks } from '@/lib/content/fields';
import type { RichTextBlock, RichTextField, RichTextSpan } from '@/lib/content/types';

function renderSpans(block: RichTextBlock): ReactNode[] {
  const spans = (block.spans ?? [])
    .filter((s) => s.start < s.end && s.start >= 0 && s.end <= block.text.length)
    .sort((a, b) => a.start - b.start);
  const out: ReactNode[] = [];
  let cursor = 0;
  spans.forEach((span: RichTextSpan, i) => {
    if (span.start < cursor) return; // overlapping spans: keep the first
    if (span.start > cursor) out.push(block.text.slice(cursor, span.start));
    const text = block.text.slice(span.start, span.end);
    const href = span.type === 'hyperlink' ? linkUrl(span.data?.url ?? null) : null;
    if (href && isExternalUrl(href)) {
      out.push(
        <a key={i} href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>,
      );
    } else if (href) {
      out.push(
        <Link key={i} href={href}>
          {text}
        </Link>,
      );
    } else if (span.type === 'strong') {
      out.push(<strong key={i}>{text}</strong>);
    } else if (span.type === 'em') {
      out.push(<em key={i}>{text}</em>);
    } else {
      out.push(text);
    }
    cursor = span.end;
  });
  if (cursor < block.text.length) out.push(block.text.slice(cursor));
  return out;
}

const headings: Record<string, 'h2' | 'h3' | 'h4'> = {
  heading1: 'h2',
  heading2: 'h2',
  heading3: 'h3',
  heading4: 'h4',
  heading5: 'h4',
  heading6: 'h4',
};

/** CMS headings render from h2 down, below the page's own h1. */
export function RichText({ field, className }: { field: RichTextField; className?: string }) {
  const blocks = richTextBlocks(field);
  if (blocks.length === 0) return null;
  const out: ReactNode[] = [];
  let list: { ordered: boolean; items: ReactNode[] } | null = null;
  const flush = () => {
    if (!list) return;
    const ListTag = list.ordered ? 'ol' : 'ul';
    out.push(<ListTag key={`list-${out.length}`}>{list.items}</ListTag>);
    list = null;
  };
  blocks.forEach((block, i) => {
    if (block.type === 'list-item' || block.type === 'o-list-item') {
      const ordered = block.type === 'o-list-item';
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(<li key={i}>{renderSpans(block)}</li>);
      return;
    }
    flush();
    const Heading = headings[block.type];
    out.push(
      Heading ? (
        <Heading key={i}>{renderSpans(block)}</Heading>
      ) : (
        <p key={i}>{renderSpans(block)}</p>
      ),
    );
  });
  flush();
  return <div className={className}>{out}</div>;
}
