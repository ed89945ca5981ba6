// The spec's Read More link: the slug lower-cased with whitespace turned into hyphens.
export function blogSlug(slugUrl: string): string {
  return slugUrl.trim().toLowerCase().replace(/\s+/g, '-');
}

