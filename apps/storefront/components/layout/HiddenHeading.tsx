'use client';
// Adds a visually hidden h1 when the rendered page has none (brand plus humanised path). The
// layout cannot see the page's markup, so the check runs in the browser after each navigation
// and again whenever the main region changes (streamed content may bring its own h1 later).
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { fallbackHeading } from './page-heading';

export function HiddenHeading({
  brand,
  template,
  mainId,
}: {
  brand: string;
  template: string;
  mainId: string;
}) {
  const pathname = usePathname();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const hasOwn = document.querySelector('h1:not([data-fallback-heading])') !== null;
        setText(hasOwn ? null : fallbackHeading(brand, pathname, template));
      });
    };
    check();
    const observer = new MutationObserver(check);
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [pathname, brand, template, mainId]);

  return text ? (
    <h1 className="visually-hidden" data-fallback-heading="">
      {text}
    </h1>
  ) : null;
}
