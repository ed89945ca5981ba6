export type RootData = { siteUrl: string };

// Meta functions read the root loader data through `matches`.
export function siteUrlFromMatches(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  return data?.siteUrl ?? '';
}
