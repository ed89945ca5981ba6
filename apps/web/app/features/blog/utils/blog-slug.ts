// The spec's Read More link: the slug lower-cased with whitespace turned into hyphens.
export function blogSlug(slugUrl: string): string {
  return slugUrl.trim().toLowerCase().replace(/\s+/g, '-');
}

// Posts sorted newest first by their last update; published_date is free text and can't be sorted.
export function latestFirst<T extends { updated_at: string; blog_id: number }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.blog_id - a.blog_id);
}
