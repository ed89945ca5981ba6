import type { DOMOutputSpec } from '@tiptap/pm/model';
import { Node } from '@tiptap/react';
import { type FigureAttrs, figureSpec } from '../utils/inline-image';

const pixels = (value: string | null) => (value !== null && /^\d{1,5}$/.test(value) ? Number(value) : null);

function fromImage(img: Element): Omit<FigureAttrs, 'caption'> | false {
  const src = img.getAttribute('src');
  if (!src) return false;
  return {
    src,
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    alt: img.getAttribute('alt'),
    width: pixels(img.getAttribute('width')),
    height: pixels(img.getAttribute('height')),
  };
}

const attribute = (fallback: unknown) => ({ default: fallback, rendered: false, parseHTML: () => null });

// An image inside rich text as one block (<figure><img><figcaption>): placed by "Insert image", moved by
// dragging, removed like any block. A bare <img> written before is read as a figure without caption.
export const MediaFigure = Node.create({
  name: 'mediaFigure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: attribute(''),
      srcset: attribute(null),
      sizes: attribute(null),
      alt: attribute(null),
      width: attribute(null),
      height: attribute(null),
      caption: attribute(''),
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          const img = figure.querySelector('img');
          const image = img ? fromImage(img) : false;
          return image ? { ...image, caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '' } : false;
        },
      },
      {
        tag: 'img[src]',
        getAttrs: (img) => {
          const image = fromImage(img);
          return image ? { ...image, caption: '' } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return figureSpec(node.attrs as FigureAttrs) as unknown as DOMOutputSpec;
  },
});
