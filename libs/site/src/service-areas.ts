// Two groups, as the footer shows them.
export const serviceAreaGroups = [
  ['Toronto', 'Mississauga', 'Hamilton', 'Brampton', 'Oakville', 'Burlington'],
  ['Milton', 'Georgetown', 'Guelph', 'Cambridge', 'Kitchener', 'Waterloo'],
] as const;

export const serviceAreas: readonly string[] = serviceAreaGroups.flat();

export function townSlug(town: string): string {
  return town.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
