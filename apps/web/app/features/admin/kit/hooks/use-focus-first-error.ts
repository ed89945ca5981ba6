import { useCallback, useEffect, useState, type RefObject } from 'react';

// After a failed submit, focus moves to the first field marked invalid, once React has marked it.
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const frame = requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus();
      field?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
