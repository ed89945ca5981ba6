import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';

type CodeFormOptions = {
  // The message for a code not worth sending, or null.
  check: (code: string) => string | null;
  send: (code: string) => Promise<void>;
  // Empties the field after a refused code (a sign-in code is spent once tried).
  clearOnFailure?: boolean;
};

// A one-time-code form: what was typed, whether it is being checked, and the message to show. A code that was
// accepted leaves the form busy: the caller moves on to the next screen.
export function useCodeForm({ check, send, clearOnFailure = false }: CodeFormOptions) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(code.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(code.trim());
    } catch (failure) {
      setError(await apiErrorMessage(failure, 'The code could not be checked. Please try again.'));
      if (clearOnFailure) setCode('');
      setBusy(false);
    }
  };

  return { code, setCode, busy, error, submit };
}
