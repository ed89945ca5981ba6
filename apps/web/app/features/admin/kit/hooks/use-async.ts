import { useEffect, useState, type DependencyList } from 'react';
import { apiErrorMessage } from '../../../../lib/api-error';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: T };

// One read started by a component (a record opened for editing); a newer read replaces an older one.
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList, fallback = 'This could not be loaded. Please try again.'): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'done', data }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error, fallback);
        if (current) setState({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
    // The caller lists what the read depends on.
  }, deps);
  return state;
}
