import { contentLimits } from './content';

// The one slug rule: content-api applies it on save and the admin portal suggests with it, so the
// suggested address is the one that is kept. Lower case, accents folded, every run of whitespace or
// punctuation one hyphen, no hyphen at either end.
export function normaliseSlug(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, contentLimits.titleMax)
    .replace(/^-+|-+$/g, '');
}

// Only something normaliseSlug could have produced can match a stored slug.
export function isPossibleSlug(value: string): boolean {
  return value.length <= contentLimits.titleMax && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
