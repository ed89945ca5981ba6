import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root-data';

// The public base URL, read from the root loader (server configuration) so links in JSON-LD are absolute.
export function useSiteUrl(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.siteUrl ?? '';
}
