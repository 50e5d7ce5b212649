// The order just placed, for the success page's purchase event: placing an order ends with a
// redirect, so the action leaves what the event reports in a short-lived, httpOnly cookie that
// only the success page receives, and the page builds the event for that order number.
import 'server-only';
import { cookies } from 'next/headers';
import { isHttps } from '@/lib/commerce/cart/cart-cookie';
import { MAX_CATEGORY_LEVELS, type PurchaseData } from './ecommerce';

export const PURCHASE_COOKIE = 'analytics_purchase';
const PATH = '/checkout/success';
const MAX_AGE = 600;
/** Browsers keep cookies up to 4096 bytes; long orders report their first lines only. */
const MAX_BYTES = 3500;
const MAX_TEXT = 120;

function encode(data: PurchaseData): string {
  const trimmed: PurchaseData = {
    ...data,
    coupon: data.coupon?.slice(0, MAX_TEXT) ?? null,
    items: data.items.map((i) => ({
      id: i.id.slice(0, MAX_TEXT),
      name: i.name.slice(0, MAX_TEXT),
      price: i.price,
      quantity: i.quantity,
      ...(i.categories?.length
        ? {
            categories: i.categories.slice(0, MAX_CATEGORY_LEVELS).map((c) => c.slice(0, MAX_TEXT)),
          }
        : {}),
    })),
  };
  let value = Buffer.from(JSON.stringify(trimmed)).toString('base64url');
  while (value.length > MAX_BYTES && trimmed.items.length > 0) {
    trimmed.items.pop();
    value = Buffer.from(JSON.stringify(trimmed)).toString('base64url');
  }
  return value;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Parses the cookie's value, trusting nothing of its shape (the browser could change it). */
export function decodePurchase(value: string | undefined): PurchaseData | null {
  if (!value || value.length > MAX_BYTES) return null;
  try {
    const o = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (
      typeof o.orderNumber !== 'string' ||
      typeof o.currency !== 'string' ||
      !Array.isArray(o.items)
    )
      return null;
    const items = o.items.flatMap((i: Record<string, unknown>) =>
      i && typeof i.id === 'string' && typeof i.name === 'string'
        ? [
            {
              id: i.id,
              name: i.name,
              price: num(i.price),
              ...(num(i.quantity) !== null ? { quantity: num(i.quantity)! } : {}),
              ...(Array.isArray(i.categories)
                ? {
                    categories: i.categories
                      .filter((c): c is string => typeof c === 'string')
                      .slice(0, MAX_CATEGORY_LEVELS),
                  }
                : {}),
            },
          ]
        : [],
    );
    return {
      orderNumber: o.orderNumber,
      currency: o.currency.slice(0, 3),
      revenue: num(o.revenue) ?? 0,
      tax: num(o.tax) ?? 0,
      shipping: num(o.shipping) ?? 0,
      coupon: typeof o.coupon === 'string' ? o.coupon : null,
      items,
    };
  } catch {
    return null;
  }
}

/** In the place-order action, before it redirects to the success page. */
export async function rememberPurchase(data: PurchaseData): Promise<void> {
  (await cookies()).set(PURCHASE_COOKIE, encode(data), {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    maxAge: MAX_AGE,
  });
}

/** The placed order's data, when the cookie is for this order number. */
export async function placedPurchase(orderNumber: string): Promise<PurchaseData | null> {
  const data = decodePurchase((await cookies()).get(PURCHASE_COOKIE)?.value);
  return data && data.orderNumber === orderNumber ? data : null;
}
