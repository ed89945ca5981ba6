import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { AdminLoadReply } from '../utils/admin-action';

// A record a dialog shows, read by a data route's clientLoader (routes/admin/admin-routes.ts) through a
// fetcher: the framework keeps it fresh after every action. `data` is undefined until the first answer.
export function useRouteData<T>(href: string) {
  const fetcher = useFetcher<AdminLoadReply<T>>();
  const { load } = fetcher;
  useEffect(() => {
    void load(href);
  }, [href, load]);
  return { reply: fetcher.data, loading: fetcher.state === 'loading' };
}
