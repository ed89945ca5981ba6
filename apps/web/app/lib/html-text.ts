const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

// The text a visitor reads, from a sanitised HTML fragment (content-api escapes only these entities when it
// sanitises): for excerpts on public pages and previews in the admin, on the server and in the browser alike.
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
