import { normaliseSlug, type StaleSave } from '@hvac/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContentSaveReply } from '../api/content-record';
import type { FieldErrors } from '../utils/blog-draft';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';
import { useFocusFirstError } from './use-focus-first-error';
import { useKeptDraft } from './use-kept-draft';

// What the editing popup hands its form.
export type EditorControls = { requestClose: () => void; setDirty: (dirty: boolean) => void; onSaved: (message: string) => void };

type ContentEditorOptions<D> = {
  initial: D;
  // Editing a stored post or page (not a new one).
  stored: boolean;
  // The stored version the form was loaded from (null for a new item), sent back with the save.
  version: number | null;
  // Which post or page this is (or 'new'): the key its unsaved edits are kept under.
  keptDraftKey: string;
  // The field the web address is suggested from.
  titleField: keyof D & string;
  sameDraft: (a: D, b: D) => boolean;
  validate: (draft: D) => FieldErrors;
  // The item saved (null: a new one), and the fields of the draft as the API takes them.
  id: number | null;
  input: (draft: D) => unknown;
  controls: EditorControls;
};

// The state of the popup form that edits a post or a location page: the draft, its field errors, the
// unsaved edits kept in this browser, the web address that follows the title, and saving (posted to the
// screen's route action, api/content-record.ts, whose reply is a refusal or the server's message).
export function useContentEditor<D extends { slug_url: string }>({
  initial,
  stored,
  version,
  keptDraftKey,
  titleField,
  sameDraft,
  validate,
  id,
  input,
  controls,
}: ContentEditorOptions<D>) {
  const { setDirty, onSaved } = controls;
  const [draft, setDraft] = useState<D>(initial);
  // The address follows the title until the owner types one of their own; a stored one stays.
  const [slugEdited, setSlugEdited] = useState(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // Someone saved a newer version after this form loaded: their save, kept until this one goes through.
  const [stale, setStale] = useState<StaleSave | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const dirty = !sameDraft(draft, initial);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  const keptDraft = useKeptDraft(keptDraftKey, draft, dirty);
  const saver = useActionFetcher<ContentSaveReply>({
    refusalInline: true,
    onSuccess: (reply) => {
      setDirty(false);
      keptDraft.saved();
      onSaved(reply.message);
    },
  });
  const saving = saver.fetcher.state !== 'idle';
  const refused = saver.fetcher.state === 'idle' && saver.fetcher.data && !saver.fetcher.data.ok ? saver.fetcher.data : null;
  useEffect(() => {
    if (!refused) return;
    setStale(refused.conflict ?? null);
    setSaveError(refused.conflict ? staleSaveMessage(refused.conflict) : refused.message);
  }, [refused]);

  // Where the post or page will be: the address typed, or the one suggested from the title.
  const publicSlug = draft.slug_url.trim() || normaliseSlug(String(draft[titleField]));
  const update = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setTitle = (title: string) => setDraft((d) => ({ ...d, [titleField]: title, slug_url: slugEdited ? d.slug_url : normaliseSlug(title) }));
  const setSlug = (slug: string) => {
    setSlugEdited(slug !== '');
    setDraft((d) => ({ ...d, slug_url: slug }));
  };
  const restoreKeptDraft = () =>
    keptDraft.restore((kept) => {
      setDraft(kept);
      setSlugEdited(true);
    });

  // Checks the fields, then saves as an edit of `base`; a refused save leaves the text in the form (and in this browser).
  const saveFrom = (base: number | null) => {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaveError('Please correct the highlighted fields.');
      focusFirstError();
      return;
    }
    setSaveError(null);
    saver.submitJson({ intent: 'save', id, version: base, input: input(draft) });
  };

  // Save always edits the version the form loaded; replacing a newer one takes saveOverNewer, once it was seen.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveFrom(version);
  };
  const saveOverNewer = () => stale && saveFrom(stale.version);

  return {
    draft,
    setDraft,
    update,
    setTitle,
    setSlug,
    publicSlug,
    errors,
    saving,
    saveError,
    stale,
    saveOverNewer,
    formRef,
    submit,
    keptDraft,
    restoreKeptDraft,
    requestClose: controls.requestClose,
  };
}

export function staleSaveMessage(conflict: StaleSave): string {
  return `${conflict.savedBy ?? 'Someone'} saved a newer version at ${formatDateTime(conflict.savedAt)}, after you opened it. Your text is still here and was not saved.`;
}

export type ContentEditor<D extends { slug_url: string }> = ReturnType<typeof useContentEditor<D>>;
