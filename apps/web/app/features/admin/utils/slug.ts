import { contentLimits } from '@hvac/contracts';

// The same rule the content API applies on save, so the suggested address is the one that is kept:
// lower case, accents folded, every run of other characters one hyphen, no hyphen at either end.
export function suggestSlug(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, contentLimits.titleMax)
    .replace(/^-+|-+$/g, '');
}
