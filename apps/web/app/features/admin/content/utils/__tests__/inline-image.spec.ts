import { descriptionOf, figureAttrsFor, figureSpec, inlineImageErrors, redescribed } from '../inline-image';

const photo = { url: '/media/images/abc.jpg', width: 1600, height: 900 };

describe('Insert image', () => {
  it('places a library image at its WebP sizes with its own size, alt text and caption', () => {
    expect(figureAttrsFor(photo, { alt: '  A furnace with its panel off ', decorative: false, caption: ' After cleaning ' })).toEqual({
      src: '/media/images/abc-960.webp',
      srcset: '/media/images/abc-480.webp 480w, /media/images/abc-960.webp 960w, /media/images/abc-1600.webp 1600w',
      sizes: '(min-width: 992px) 720px, 100vw',
      alt: 'A furnace with its panel off',
      width: 1600,
      height: 900,
      caption: 'After cleaning',
    });
  });

  it('gives a decorative image alt="" on purpose, whatever was typed', () => {
    expect(figureAttrsFor(photo, { alt: 'typed before ticking', decorative: true, caption: '' }).alt).toBe('');
  });

  it('opens a placed image with its description and changes only that', () => {
    const placed = figureAttrsFor(photo, { alt: 'A furnace', decorative: false, caption: 'Before' });
    expect(descriptionOf(placed)).toEqual({ alt: 'A furnace', decorative: false, caption: 'Before' });
    expect(descriptionOf({ ...placed, alt: '' })).toEqual({ alt: '', decorative: true, caption: 'Before' });
    // An image written without alt text is not taken for a decorative one.
    expect(descriptionOf({ ...placed, alt: null })).toEqual({ alt: '', decorative: false, caption: 'Before' });
    expect(redescribed(placed, { alt: ' The burner ', decorative: false, caption: '' })).toEqual({ ...placed, alt: 'The burner', caption: '' });
  });

  it('asks for an image and for alt text unless the image is decorative', () => {
    expect(inlineImageErrors(false, { alt: '', decorative: false, caption: '' })).toEqual({
      image: 'Choose an image from the library or upload one.',
      alt: 'Describe what the image shows, or tick "Decorative".',
    });
    expect(inlineImageErrors(true, { alt: '   ', decorative: false, caption: 'A caption is not alt text' })).toEqual({ alt: 'Describe what the image shows, or tick "Decorative".' });
    expect(inlineImageErrors(true, { alt: '', decorative: true, caption: '' })).toEqual({});
    expect(inlineImageErrors(true, { alt: 'A furnace', decorative: false, caption: '' })).toEqual({});
  });

  it('writes <figure><img><figcaption> with a lazily loaded image, the caption only when there is one', () => {
    const attrs = figureAttrsFor(photo, { alt: 'A furnace', decorative: false, caption: 'After cleaning' });
    const image = { src: attrs.src, srcset: attrs.srcset, sizes: attrs.sizes, alt: 'A furnace', width: 1600, height: 900, loading: 'lazy', decoding: 'async' };
    expect(figureSpec(attrs)).toEqual(['figure', ['img', image], ['figcaption', 'After cleaning']]);
    expect(figureSpec({ ...attrs, caption: '' })).toEqual(['figure', ['img', image]]);
  });
});
