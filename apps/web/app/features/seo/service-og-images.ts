import { findService, type ServiceSlug } from '@hvac/site';
import { perService } from '../../lib/service-art';
import type { OgImage } from './meta';
import { ogImageSize } from './og-image-size';

// Each service page's illustration as a share picture, rendered to PNG by the build (og-image-plugin.ts).
const servicePictures = perService(import.meta.glob<string>('../../assets/illustrations/services/*.svg', { eager: true, import: 'default', query: '?og-image' }));

export function serviceOgImage(slug: ServiceSlug): OgImage {
  return { url: servicePictures[slug], ...ogImageSize, type: 'image/png', alt: `${findService(slug)?.title ?? 'Our service'}: an illustration` };
}
