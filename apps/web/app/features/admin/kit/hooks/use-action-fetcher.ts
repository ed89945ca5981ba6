import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useBannerStore } from '../stores/banner-store';
import type { AdminActionReply } from '../utils/admin-action';

export type ActionFields = Record<string, string | number | boolean>;
type ActionOptions<R> = {
  // A form shows a refusal beside its fields (`refusal`) rather than in the banner.
  refusalInline?: boolean;
  // What the screen does once a write worked (clear a form, close a dialog).
  onSuccess?: (reply: R) => void;
  // The route whose action takes the write, when it is not the screen's own (a data route's).
  action?: string;
};

// A fetcher posting to the route's clientAction; each reply is told in the banner, and the framework
// reloads the route's data. `pending(intent)` is true while a write with that intent is under way.
export function useActionFetcher<R extends AdminActionReply = AdminActionReply>({ refusalInline = false, onSuccess, action }: ActionOptions<R> = {}) {
  const fetcher = useFetcher<R>();
  const showBanner = useBannerStore((s) => s.show);
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;
  const reply = fetcher.data;
  useEffect(() => {
    if (!reply) return;
    // A clientAction's reply reaches the fetcher as it was returned (no serialisation in the browser).
    if (reply.ok) succeeded.current?.(reply as R);
    if (reply.ok || !refusalInline) showBanner(reply.ok ? 'success' : 'error', reply.message);
  }, [reply, refusalInline, showBanner]);
  const pending = (intent: string) => fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;
  const submit = (fields: ActionFields) => void fetcher.submit(fields, { method: 'post', action });
  // A whole document (the settings) goes as JSON.
  const submitJson = (body: Record<string, unknown>) => void fetcher.submit(JSON.parse(JSON.stringify(body)), { method: 'post', action, encType: 'application/json' });
  const refusal = refusalInline && fetcher.state === 'idle' && reply && !reply.ok ? reply.message : null;
  return { fetcher, pending, submit, submitJson, refusal };
}

// A write that asks first (delete, revoke, reset): the item waiting for a confirmation, and the post once
// confirmed. The confirmation stays open, busy, until the server has answered.
export function useConfirmedAction<T>() {
  const action = useActionFetcher();
  const [asking, setAsking] = useState<T | null>(null);
  useEffect(() => setAsking(null), [action.fetcher.data]);
  const dialog = { open: asking !== null, busy: action.fetcher.state !== 'idle', onCancel: () => setAsking(null) };
  return { ...action, asking, ask: setAsking, dialog };
}
