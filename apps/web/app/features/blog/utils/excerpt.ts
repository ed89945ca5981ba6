import { htmlToText } from '../../../lib/html-text';

// Cuts to at most `max` characters at a word boundary and marks the cut with '...'.
export function cutExcerpt(html: string, max = 90): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  // A single very long word has no boundary: cut it hard rather than show nothing.
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, max);
  return `${cut.replace(/[\s.,;:!?\-–—]+$/, '')}...`;
}
