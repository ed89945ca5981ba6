import sanitizeHtml from 'sanitize-html';

// Editorial HTML only: text structure, links and images. Everything else is dropped, including the
// text inside script-like elements so code never shows up as copy.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'code', 'pre', 'span',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'template', 'iframe', 'noembed', 'noframes', 'xmp', 'svg', 'math', 'object', 'embed', 'title'],
  allowedClasses: {},
  transformTags: {
    // Only a new tab is a meaningful target; every link gets rel="noopener".
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener' } : { ...attribs, rel: 'noopener' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export function sanitizeHtmlField(html: string): string {
  return sanitizeHtml(plainText(html), options).trim();
}

// Postgres text cannot hold NUL characters; they carry no meaning in copy anyway.
export function plainText(text: string): string {
  return text.replace(/\0/g, '').trim();
}

// Plain text of an HTML field, for feeds and excerpts.
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
