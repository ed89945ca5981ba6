import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

// False in the server's HTML and while React hydrates it; true once React renders in the browser.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
