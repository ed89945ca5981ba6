import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../../../lib/session/session-store';

export type KeptDraft<T> = { draft: T; savedAt: string };

const prefix = 'hvac-admin-draft:';
const writeDelayMs = 400;

function read<T>(key: string): KeptDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(prefix + key);
    const parsed = raw ? (JSON.parse(raw) as Partial<KeptDraft<T>>) : null;
    return parsed && parsed.draft !== undefined && typeof parsed.savedAt === 'string' ? (parsed as KeptDraft<T>) : null;
  } catch {
    return null;
  }
}

function write<T>(key: string, draft: T): void {
  try {
    window.localStorage.setItem(prefix + key, JSON.stringify({ draft, savedAt: new Date().toISOString() } satisfies KeptDraft<T>));
  } catch {
    // Full or unavailable storage: the popup still guards the edits while it is open.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(prefix + key);
  } catch {
    // Storage unavailable (private mode quota): nothing was kept.
  }
}

/** Forgets every kept draft: on an explicit sign-out, so the next person at this browser sees none. */
export function forgetKeptDrafts(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

// Unsaved edits of an editing popup, kept in this browser while they differ from what is saved, so an
// expired session, a reload or a crash loses nothing: the next time the same post or page is opened,
// the form offers them back. Closing the popup on purpose (Discard, or after saving) keeps nothing.
// `kept` is what was there when the form opened; `restore` hands it to the form and bumps `revision`
// (a key that remounts the fields, so rich-text editors start from the restored text); `dismiss` drops
// it; `saved` ends the keeping.
export function useKeptDraft<T>(
  key: string,
  draft: T,
  dirty: boolean,
): { kept: KeptDraft<T> | null; revision: number; restore: (apply: (draft: T) => void) => void; dismiss: () => void; saved: () => void } {
  const [kept, setKept] = useState<KeptDraft<T> | null>(() => (typeof window === 'undefined' ? null : read<T>(key)));
  const finished = useRef(false);
  const latest = useRef({ draft, dirty, pending: kept !== null });
  latest.current = { draft, dirty, pending: kept !== null };

  useEffect(() => {
    // Until the owner restores or dismisses the kept draft, the fresh form does not overwrite it.
    if (kept || finished.current) return;
    if (!dirty) {
      remove(key);
      return;
    }
    const timer = setTimeout(() => write(key, draft), writeDelayMs);
    return () => clearTimeout(timer);
  }, [key, draft, dirty, kept]);

  // Unmounted while signed in: the owner closed the popup. Unmounted because the session ended: keep
  // the latest edits, including the last keystrokes the delayed write had not stored yet.
  useEffect(
    () => () => {
      const { draft: last, dirty: unsaved, pending } = latest.current;
      if (finished.current || pending) return;
      if (useSessionStore.getState().userInfo) remove(key);
      else if (unsaved) write(key, last);
    },
    [key],
  );

  const dismiss = useCallback(() => {
    remove(key);
    setKept(null);
  }, [key]);

  const [revision, setRevision] = useState(0);
  const restore = useCallback(
    (apply: (draft: T) => void) => {
      if (!kept) return;
      apply(kept.draft);
      setRevision((r) => r + 1);
      dismiss();
    },
    [kept, dismiss],
  );

  const saved = useCallback(() => {
    finished.current = true;
    remove(key);
  }, [key]);

  return { kept, revision, restore, dismiss, saved };
}
