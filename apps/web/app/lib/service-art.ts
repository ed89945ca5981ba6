import type { ServiceSlug } from '@hvac/site';
import airConditioning from '../assets/illustrations/air-conditioning.svg';
import designBuild from '../assets/illustrations/design-build.svg';
import firePlaces from '../assets/illustrations/fire-places.svg';
import gasLines from '../assets/illustrations/gas-lines.svg';
import heatingSystems from '../assets/illustrations/heating-systems.svg';
import hydronics from '../assets/illustrations/hydronics.svg';
import refrigation from '../assets/illustrations/refrigation.svg';
import sheetMetal from '../assets/illustrations/sheet-metal.svg';

// One illustration per service (480x300), hashed by the build and served under /assets/.
export const serviceArt: Readonly<Record<ServiceSlug, string>> = {
  'heating-systems': heatingSystems,
  refrigation,
  'design-build': designBuild,
  'air-conditioning': airConditioning,
  'gas-lines': gasLines,
  'sheet-metal': sheetMetal,
  'fire-places': firePlaces,
  hydronics,
};

export const serviceArtSize = { width: 480, height: 300 } as const;
