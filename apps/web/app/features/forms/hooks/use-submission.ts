import { useCallback, useRef, useState } from 'react';
import type { FormReply } from '@hvac/contracts';
import type { Status } from '../../../components/ui/status-message';
import type { FormTexts } from '../form-texts';

// Sending state of one form: the spinner lasts until the reply; a time-out or network error
// shows the failure text (the api client gives up after about 15 s).
export function useSubmission(texts: FormTexts) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<FormReply>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      setStatus(null);
      let ok = false;
      try {
        const reply = await send();
        ok = reply.msg === 'success';
      } catch (error) {
        console.error('Form submission failed:', error instanceof Error ? error.message : error);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      setStatus(ok ? { tone: 'success', text: texts.success } : { tone: 'error', text: texts.failure });
      return ok;
    },
    [texts],
  );

  return { sending, status, submit };
}
