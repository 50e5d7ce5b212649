'use client';
// reCAPTCHA v2 checkbox, shown only when a site key is configured (spec section 5). The widget
// writes its answer into the form as g-recaptcha-response; the sign-in action sends it to the API
// as X-ReCaptcha (docs/decisions/0713-sign-in-captcha.md). The script is added by this (nonce'd)
// bundle, which the page's 'strict-dynamic' policy allows.
import { useEffect, useRef } from 'react';

interface ReCaptcha {
  render(container: HTMLElement, options: { sitekey: string }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha & { ready?(callback: () => void): void };
    __charterCaptchaLoaded?: () => void;
  }
}

const SCRIPT_ID = 'recaptcha-script';
const waiting = new Set<() => void>();

function whenLoaded(run: () => void): void {
  if (window.grecaptcha?.render) {
    run();
    return;
  }
  waiting.add(run);
  if (document.getElementById(SCRIPT_ID)) return;
  window.__charterCaptchaLoaded = () => {
    for (const fn of waiting) fn();
    waiting.clear();
  };
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src =
    'https://www.google.com/recaptcha/api.js?onload=__charterCaptchaLoaded&render=explicit';
  script.async = true;
  document.head.appendChild(script);
}

/** Renders the widget; `resetKey` changing (a failed attempt) asks for a fresh answer. */
export function Captcha({
  siteKey,
  label,
  resetKey,
}: {
  siteKey: string;
  label: string;
  resetKey: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    whenLoaded(() => {
      if (cancelled || !container.current || widget.current !== null) return;
      widget.current = window.grecaptcha!.render(container.current, { sitekey: siteKey });
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widget.current !== null) window.grecaptcha?.reset(widget.current);
  }, [resetKey]);

  return <div ref={container} role="group" aria-label={label} data-testid="captcha" />;
}
