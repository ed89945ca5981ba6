import { BadRequestException } from '@nestjs/common';
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
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
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

// The stored size of an image of the media library, by any of its addresses.
export type ImageSizes = (src: string) => { width: number; height: number } | undefined;

// Images inside text load when they near the screen and never hold up the page, and keep their place
// while they load: a size that is not a plain number of pixels is dropped, and an image of the media
// library without one gets its stored size.
function inlineImageAttributes({ width, height, ...attribs }: sanitizeHtml.Attributes, sizeOf: ImageSizes): sanitizeHtml.Attributes {
  const pixels = (value: string | undefined) => (value !== undefined && /^\d{1,5}$/.test(value) ? value : null);
  const known = sizeOf(attribs['src'] ?? '');
  const [w, h] = pixels(width) && pixels(height) ? [width, height] : known ? [String(known.width), String(known.height)] : [pixels(width), pixels(height)];
  return { ...attribs, ...(w ? { width: w } : {}), ...(h ? { height: h } : {}), loading: 'lazy', decoding: 'async' };
}

// field names the HTML field in the 400 answered for an image without alt text: every image needs
// one, alt="" marking a decorative image on purpose.
export function sanitizeHtmlField(html: string, field = 'HTML', sizeOf: ImageSizes = () => undefined): string {
  let imageWithoutAlt = false;
  const clean = sanitizeHtml(plainText(html), {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        if (!('alt' in attribs)) imageWithoutAlt = true;
        return { tagName, attribs: inlineImageAttributes(attribs, sizeOf) };
      },
    },
  }).trim();
  if (imageWithoutAlt) {
    throw new BadRequestException(`${field}: every image needs an alt attribute that describes it (alt="" only for a decorative image)`);
  }
  return clean;
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
