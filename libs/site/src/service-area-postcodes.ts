import { formatPostalCode, isPostalCode, type ServiceArea } from '@hvac/contracts';
import type { serviceAreaGroups } from './service-areas';

type ServiceTown = (typeof serviceAreaGroups)[number][number];

// The forward sortation areas (a postal code's first three characters) of every town we serve on a first
// start; the owner edits them per town in the site settings. Toronto is the whole "M" district.
export const defaultPostalPrefixes: Record<ServiceTown, readonly string[]> = {
  Toronto: ['M'],
  Mississauga: ['L4T', 'L4V', 'L4W', 'L4X', 'L4Y', 'L4Z', 'L5A', 'L5B', 'L5C', 'L5E', 'L5G', 'L5H', 'L5J', 'L5K', 'L5L', 'L5M', 'L5N', 'L5R', 'L5S', 'L5T', 'L5V', 'L5W'],
  Hamilton: ['L8E', 'L8G', 'L8H', 'L8J', 'L8K', 'L8L', 'L8M', 'L8N', 'L8P', 'L8R', 'L8S', 'L8T', 'L8V', 'L8W', 'L9A', 'L9B', 'L9C', 'L9G', 'L9H', 'L9K'],
  Brampton: ['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A'],
  Oakville: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M'],
  Burlington: ['L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T'],
  Milton: ['L9T', 'L9E'],
  Georgetown: ['L7G'],
  Guelph: ['N1E', 'N1G', 'N1H', 'N1K', 'N1L'],
  Cambridge: ['N1R', 'N1S', 'N1T', 'N3C', 'N3E', 'N3H'],
  Kitchener: ['N2A', 'N2B', 'N2C', 'N2E', 'N2G', 'N2H', 'N2M', 'N2N', 'N2P', 'N2R'],
  Waterloo: ['N2J', 'N2K', 'N2L', 'N2T', 'N2V'],
};

// The first-start prefixes of a town, none for a town that is not in the default list.
export function defaultPostalPrefixesOf(town: string): string[] {
  return Object.hasOwn(defaultPostalPrefixes, town) ? [...defaultPostalPrefixes[town as ServiceTown]] : [];
}

// Whether a valid postal code lies in one of the service areas of the site settings; false for anything
// that is not a postal code.
export function isInServiceArea(postalCode: string, areas: readonly Pick<ServiceArea, 'postalPrefixes'>[]): boolean {
  if (!isPostalCode(postalCode.trim())) return false;
  const code = formatPostalCode(postalCode.trim());
  return areas.some((area) => area.postalPrefixes.some((prefix) => code.startsWith(prefix)));
}
