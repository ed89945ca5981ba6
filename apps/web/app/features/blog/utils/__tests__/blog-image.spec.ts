import { responsiveImage } from '../blog-image';

describe('responsiveImage', () => {
  it('builds a srcset of the WebP variants for uploaded images', () => {
    expect(responsiveImage('/media/2025/ab12.jpg', '/fallback.svg')).toEqual({
      src: '/media/2025/ab12-960.webp',
      srcSet: '/media/2025/ab12-480.webp 480w, /media/2025/ab12-960.webp 960w, /media/2025/ab12-1600.webp 1600w',
    });
  });

  it('uses other URLs as they are and falls back when there is no image', () => {
    expect(responsiveImage('https://cdn.example.com/a.png', '/f.svg')).toEqual({ src: 'https://cdn.example.com/a.png' });
    expect(responsiveImage('', '/f.svg')).toEqual({ src: '/f.svg' });
  });
});
