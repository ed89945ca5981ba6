import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useBannerStore } from '../stores/banner-store';
import type { AdminActionReply } from '../utils/admin-action';

export type ActionFields = Record<string, string | number | boolean>;
type ActionOptions = {
  // A form shows a refusal beside its fields (`refusal`) rather than in the banner.
  refusalInline?: boolean;
  // What the screen does once a write worked (clear a form, close a dialog).
  onSuccess?: () => void;
  // The route whose action takes the write, when it is not the screen's own (a data route's).
  action?: string;
};

// A fetcher posting to the route's clientAction; each reply is told in the banner, and the framework
// reloads the route's data. `pending(intent)` is true while a write with that intent is under way.
export function useActionFetcher({ refusalInline = false, onSuccess, action }: ActionOptions = {}) {
  const fetcher = useFetcher<AdminActionReply>();
  const showBanner = useBannerStore((s) => s.show);
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;
  const reply = fetcher.data;
  useEffect(() => {
    if (!reply) return;
    if (reply.ok) succeeded.current?.();
    if (reply.ok || !refusalInline) showBanner(reply.ok ? 'success' : 'error', reply.message);
  }, [reply, refusalInline, showBanner]);
  const pending = (intent: string) => fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;
  const submit = (fields: ActionFields) => void fetcher.submit(fields, { method: 'post', action });
  const refusal = refusalInline && fetcher.state === 'idle' && reply && !reply.ok ? reply.message : null;
  return { fetcher, pending, submit, refusal };
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
