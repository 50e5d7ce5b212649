// The allow-list for merchant HTML (product and category descriptions): which tags, attributes and
// URL schemes survive `sanitize-html`. One list for the commerce API, which cleans what it serves,
// and the storefront, which cleans again what it inserts, whichever endpoint sent it (a stock
// Magento sends descriptions as the merchant typed them; docs/decisions/0979). Plain data shaped
// as sanitize-html's options, so this package needs no dependency of its own.

interface Attributes {
  [name: string]: string;
}

/** Options for `sanitizeHtml(html, MERCHANT_HTML_OPTIONS)`. */
export const MERCHANT_HTML_OPTIONS = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class'],
  },
  // No javascript:, data: or vbscript: URLs anywhere; relative URLs stay allowed.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the target page.
    a: (tagName: string, attribs: Attributes) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};
