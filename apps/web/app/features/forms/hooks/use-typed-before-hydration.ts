import { useEffect, type RefObject } from 'react';

// Public pages hydrate after they load (see lib/deferred-hydration.server.ts), so a visitor may type
// into a form before React takes it over. React keeps that text on screen but not in the form's
// state; this hands the fields' current text to the form once, right after hydration.
export function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): void {
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(formRef.current?.elements ?? [])) {
      const isText = (field instanceof HTMLInputElement && field.type !== 'hidden') || field instanceof HTMLTextAreaElement;
      if (isText && field.name && field.value) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, on hydration: later typing reaches the state through onChange.
  }, []);
}

/** The form's values with each field the visitor had typed into replaced by that text. */
export function withTyped<T extends Record<string, string>>(values: T, typed: Record<string, string>): T {
  const next: Record<string, string> = { ...values };
  for (const key of Object.keys(values)) if (typed[key] !== undefined) next[key] = typed[key];
  return next as T;
}
