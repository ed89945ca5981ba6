import { findService, type ServiceSlug } from '@hvac/site';
import airConditioning from '../../assets/illustrations/air-conditioning.svg?og-image';
import designBuild from '../../assets/illustrations/design-build.svg?og-image';
import firePlaces from '../../assets/illustrations/fire-places.svg?og-image';
import gasLines from '../../assets/illustrations/gas-lines.svg?og-image';
import heatingSystems from '../../assets/illustrations/heating-systems.svg?og-image';
import hydronics from '../../assets/illustrations/hydronics.svg?og-image';
import refrigation from '../../assets/illustrations/refrigation.svg?og-image';
import sheetMetal from '../../assets/illustrations/sheet-metal.svg?og-image';
import type { OgImage } from './meta';
import { ogImageSize } from './og-image-size';

// Each service page's illustration as a share picture, rendered to PNG by the build.
const servicePictures: Readonly<Record<ServiceSlug, string>> = {
  'heating-systems': heatingSystems,
  refrigation,
  'design-build': designBuild,
  'air-conditioning': airConditioning,
  'gas-lines': gasLines,
  'sheet-metal': sheetMetal,
  'fire-places': firePlaces,
  hydronics,
};

export function serviceOgImage(slug: ServiceSlug): OgImage {
  return { url: servicePictures[slug], ...ogImageSize, type: 'image/png', alt: `${findService(slug)?.title ?? 'Our service'}: an illustration` };
}
