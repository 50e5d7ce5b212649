// Turns announcement documents into the cards the (client) panel renders: links resolved, images
// with dimensions, dates formatted on the server.
import { linkUrl, resolveImage } from '@/lib/content/fields';
import type { AnnouncementItem } from '@/lib/content/types';
import type { AnnouncementCardData, AnnouncementFace } from './AnnouncementCards';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatAnnouncementDate(
  iso: string | null | undefined,
): { text: string; dateTime: string } | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? null
    : { text: dateFormat.format(date), dateTime: iso.slice(0, 10) };
}

function face(
  title: string,
  image: AnnouncementItem['image'],
  category: string | null | undefined,
  date: string | null | undefined,
  overlay: string | null | undefined,
): AnnouncementFace {
  const formatted = formatAnnouncementDate(date);
  return {
    image: resolveImage(image, title),
    title,
    category: category || null,
    date: formatted?.text ?? null,
    dateTime: formatted?.dateTime ?? null,
    overlayColor: overlay && /^#[0-9a-f]{6}$/i.test(overlay) ? overlay : null,
  };
}

export function toAnnouncementCards(
  items: readonly AnnouncementItem[] | null | undefined,
): AnnouncementCardData[] {
  return (items ?? []).flatMap((item, index) => {
    if (!item.title) return [];
    const hasHover = Boolean(item.hover_image?.url || item.hover_title);
    return [
      {
        key: `${index}-${item.title}`,
        href: linkUrl(item.link),
        face: face(item.title, item.image, item.category, item.date, item.overlay_color),
        hover: hasHover
          ? face(
              item.hover_title || item.title,
              item.hover_image?.url ? item.hover_image : item.image,
              item.hover_category ?? item.category,
              item.hover_date ?? item.date,
              item.hover_overlay_color ?? item.overlay_color,
            )
          : null,
      },
    ];
  });
}
