// Known cross-site scripting payloads (the classic filter-evasion vectors, and every common tag
// paired with the event handlers that fire without user interaction), each made to report itself:
// `__xssHit(n)` records a hit on a sentinel the test defines, `alert(n)` opens a dialog the test
// listens for, and `window.__xss = n` sets a global the test checks stays unset.

/** The script a payload tries to run; `n` tells which payload fired. */
const run = (n: number) => `__xssHit(${n}),alert(${n}),window.__xss=${n}`;

/** Raw vectors: markup, attribute breakouts, URL schemes, encodings and parser quirks. */
const CLASSICS: ((s: string, n: number) => string)[] = [
  (s) => `<script>${s}</script>`,
  (s) => `<SCRIPT>${s}</SCRIPT>`,
  (s) => `<script type="text/javascript">${s}</script>`,
  (s) => `<script>/*</script>*/${s}</script>`,
  (s) => `"><script>${s}</script>`,
  (s) => `'><script>${s}</script>`,
  (s) => `</title><script>${s}</script>`,
  (s) => `</textarea><script>${s}</script>`,
  (s) => `</style><script>${s}</script>`,
  (s) => `</script><script>${s}</script>`,
  (s) => `<!--<script>${s}</script>-->`,
  (s) => `--><script>${s}</script>`,
  (s) => `<scr<script>ipt>${s}</scr</script>ipt>`,
  (s) => `<<script>${s};//<</script>`,
  (s) => `<script src="data:text/javascript,${encodeURIComponent(s)}"></script>`,
  (s) => `<script>eval(atob('${btoa(s)}'))</script>`,
  (s) => `<img src=x onerror=${s}>`,
  (s) => `<img src="x" onerror="${s}">`,
  (s) => `<IMG SRC=x OnErRoR=${s}>`,
  (s) => `<img src=x onerror='${s}'>`,
  (s) => `<img/src=x/onerror=${s}>`,
  (s) => `<img src=x onerror\n=${s}>`,
  (s) => `<img src=x:x onerror=${s}//>`,
  (s) => `"><img src=x onerror=${s}>`,
  (s) => `'><img src=x onerror=${s}>`,
  (s) => `" onmouseover="${s}" autofocus onfocus="${s}" x="`,
  (s) => `' onfocus='${s}' autofocus='`,
  (s) => `javascript:${s}`,
  (s) => `JaVaScRiPt:${s}`,
  (s) => `java\tscript:${s}`,
  (s) => `&#106;avascript:${s}`,
  (s) => `<a href="javascript:${s}">x</a>`,
  (s) => `<a href="JAVASCRIPT:${s}">x</a>`,
  (s) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${s}">x</a>`,
  (s) => `<a href="java&#x09;script:${s}">x</a>`,
  (s) => `<a href="data:text/html;base64,${btoa(`<script>${s}</script>`)}">x</a>`,
  (s) => `<a href=" javascript:${s}">x</a>`,
  (s) => `<iframe src="javascript:${s}"></iframe>`,
  (s) => `<iframe srcdoc="<script>${s.replace(/"/g, '&quot;')}</script>"></iframe>`,
  (s) => `<iframe src="data:text/html,<script>${s}</script>"></iframe>`,
  (s) => `<object data="javascript:${s}"></object>`,
  (s) => `<object data="data:text/html,<script>${s}</script>"></object>`,
  (s) => `<embed src="javascript:${s}">`,
  (s) => `<embed src="data:text/html,<script>${s}</script>">`,
  (s) => `<form action="javascript:${s}"><input type=submit></form>`,
  (s) => `<button formaction="javascript:${s}">x</button>`,
  (s) => `<math><mtext><table><mglyph><style><img src=x onerror=${s}>`,
  (s) => `<svg><script>${s}</script></svg>`,
  (s) => `<svg><script href="data:,${s}"/></svg>`,
  (s) => `<svg><a xlink:href="javascript:${s}"><text y=20>x</text></a></svg>`,
  (s) => `<svg><animate onbegin=${s} attributeName=x dur=1s>`,
  (s) => `<svg><set onbegin=${s} attributename=x to=1>`,
  (s) => `<svg><foreignObject><img src=x onerror=${s}></foreignObject></svg>`,
  (s) => `<noscript><p title="</noscript><img src=x onerror=${s}>">`,
  (s) => `<style>@import 'javascript:${s}';</style>`,
  (s) => `<div style="background:url(javascript:${s})">x</div>`,
  (s) => `<div style="width:expression(${s})">x</div>`,
  (s) => `<link rel=stylesheet href="javascript:${s}">`,
  (s) => `<meta http-equiv="refresh" content="0;url=javascript:${s}">`,
  (s) => `<base href="javascript:${s}//">`,
  (s) => `<table background="javascript:${s}">`,
  (s) => `<isindex type=image src=x onerror=${s}>`,
  (s) => `<img src="x` + '`' + `<script>${s}</script>` + '`' + `">`,
  (s) => `<img """><script>${s}</script>">`,
  (s) => `<xmp><img src=x onerror=${s}></xmp>`,
  (s) => `<title><img src=x onerror=${s}></title>`,
  (s) => `<template><img src=x onerror=${s}></template>`,
  (s) => `<select><option><img src=x onerror=${s}></option></select>`,
  (s) => `<textarea><img src=x onerror=${s}></textarea>`,
  (s) => `\u003cscript\u003e${s}\u003c/script\u003e`,
  (s) => `%3Cscript%3E${encodeURIComponent(s)}%3C%2Fscript%3E`,
  (s) => `&lt;script&gt;${s}&lt;/script&gt;`,
  (s) => `<scri&#0;pt>${s}</scri&#0;pt>`,
  (s) => `{{constructor.constructor('${s.replace(/'/g, "\\'")}')()}}`,
  (s) => `\${${s}}`,
  (s) => `';${s};//`,
  (s) => `";${s};//`,
  (s) => `</script><svg onload=${s}>`,
  (s) => `<body onload=${s}>`,
  (s) => `<body onpageshow=${s}>`,
  (s) => `<frameset onload=${s}>`,
  (s) => `<input autofocus onfocus=${s}>`,
  (s) => `<input type=image src=x onerror=${s}>`,
  (s) => `<details open ontoggle=${s}>`,
  (s) => `<video><source onerror=${s}></video>`,
  (s) => `<audio src=x onerror=${s}>`,
  (s) => `<marquee onstart=${s}>x</marquee>`,
  (s) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${s}>x</div>`,
  (s) => `<x contenteditable autofocus onfocus=${s}>x</x>`,
  (s) => `<a id=x tabindex=1 onfocus=${s}></a>`,
];

/** Tags that fire an event on their own, and the attributes that make them do it. */
const TAG_EVENTS: [string, string, string][] = [
  ['img', 'src=x', 'onerror'],
  ['image', 'src=x', 'onerror'],
  ['video', 'src=x', 'onerror'],
  ['audio', 'src=x', 'onerror'],
  ['source', 'src=x', 'onerror'],
  ['track', 'src=x default', 'onerror'],
  ['script', 'src=x', 'onerror'],
  ['link', 'rel=stylesheet href=x', 'onerror'],
  ['object', 'data=x', 'onerror'],
  ['embed', 'src=x', 'onerror'],
  ['input', 'type=image src=x', 'onerror'],
  ['svg', '', 'onload'],
  ['body', '', 'onload'],
  ['iframe', '', 'onload'],
  ['iframe', 'src=about:blank', 'onload'],
  ['style', '', 'onload'],
  ['object', 'data=about:blank', 'onload'],
  ['input', 'autofocus', 'onfocus'],
  ['select', 'autofocus', 'onfocus'],
  ['textarea', 'autofocus', 'onfocus'],
  ['button', 'autofocus', 'onfocus'],
  ['a', 'href=# autofocus', 'onfocus'],
  ['div', 'tabindex=0 autofocus', 'onfocus'],
  ['span', 'contenteditable autofocus', 'onfocus'],
  ['details', 'open', 'ontoggle'],
  ['marquee', '', 'onstart'],
  ['div', 'style="animation:spin 1s"', 'onanimationstart'],
  ['div', 'style="transition:color 1s"', 'ontransitionend'],
  ['form', '', 'onsubmit'],
  ['video', 'autoplay src=x', 'onloadstart'],
  ['audio', 'autoplay src=x', 'onloadstart'],
  ['img', 'src=x', 'onload'],
  ['svg', '', 'onbegin'],
  ['body', '', 'onpageshow'],
  ['body', '', 'onfocus'],
  ['input', 'autofocus', 'onblur'],
  ['keygen', 'autofocus', 'onfocus'],
  ['frameset', '', 'onload'],
  ['meter', 'value=2 min=0 max=10', 'onmouseover'],
  ['table', 'background=x', 'onerror'],
];

/** Three spellings of each tag/event pair: unquoted, double-quoted, and mixed case with a slash separator. */
function tagEventPayloads(s: string): string[] {
  const out: string[] = [];
  for (const [tag, attrs, event] of TAG_EVENTS) {
    const sp = attrs ? ` ${attrs}` : '';
    out.push(`<${tag}${sp} ${event}=${s}>`);
    out.push(`<${tag}${sp} ${event}="${s}"></${tag}>`);
    out.push(`<${tag.toUpperCase()}${attrs ? `/${attrs}` : ''}/${event.toUpperCase()}=${s}>`);
  }
  return out;
}

export interface Payload {
  n: number;
  text: string;
}

/** The corpus: classics first, then the tag/event matrix. Numbers start at 1. */
export function xssPayloads(): Payload[] {
  const texts: string[] = [];
  CLASSICS.forEach((make) => texts.push(make(run(texts.length + 1), texts.length + 1)));
  let n = texts.length + 1;
  // The matrix needs its own numbers: build with a placeholder, then number each.
  for (const template of tagEventPayloads('__RUN__'))
    texts.push(template.replace(/__RUN__/g, run(n++)));
  return texts.map((text, i) => ({ n: i + 1, text }));
}

/**
 * Installed in every page before its scripts: the sentinel a payload would call, and a record
 * of every hit, so the test can read it after rendering.
 */
export const SENTINEL_SCRIPT = `
  Object.defineProperty(window, '__xssHits', { value: [], writable: false });
  window.__xssHit = function (n) { window.__xssHits.push(n); };
`;

/** The seeded product whose descriptions carry the payloads (e2e/fixtures/prepare-api-data.ts). */
export const XSS_PRODUCT = { sku: 'OP-CW-1006', path: '/table-leveling-caster-set.html' };
/**
 * A word in that product's description only, carrying the slow search proxy's marker
 * (e2e/fixtures/slow-api.ts): searching for it finds the product, slowly until the test lets it go.
 */
export const SLOW_SEARCH_WORD = 'slowsearchtile';
