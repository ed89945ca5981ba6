import { normaliseSlug, type StaleSave } from '@hvac/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldValues, Path, PathValue, Resolver } from 'react-hook-form';
import type { ContentSaveReply } from '../api/content-record';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { type FieldErrors, useSchemaForm } from '../../kit/hooks/use-schema-form';
import { formatDateTime } from '../../kit/utils/display';
import { useKeptDraft } from './use-kept-draft';

// What the editing popup hands its form.
export type EditorControls = { requestClose: () => void; setDirty: (dirty: boolean) => void; onSaved: (message: string) => void };

type ContentEditorOptions<D extends FieldValues> = {
  initial: D;
  // Editing a stored post or page (not a new one).
  stored: boolean;
  // The stored version the form was loaded from (null for a new item), sent back with the save.
  version: number | null;
  // Which post or page this is (or 'new'): the key its unsaved edits are kept under.
  keptDraftKey: string;
  // The field the web address is suggested from.
  titleField: Path<D>;
  // The contract's schema on the draft (schemaResolver), and what it cannot state (the publication's time).
  resolver: Resolver<D>;
  check: (draft: D) => FieldErrors;
  // The item saved (null: a new one), and the fields of the draft as the API takes them.
  id: number | null;
  input: (draft: D) => unknown;
  controls: EditorControls;
};

type SlugDraft = FieldValues & { slug_url: string };

// The state of the popup form that edits a post or a location page: the draft, dirty and error state in
// react-hook-form (checked by the contract's schema), the unsaved edits kept in this browser, the web address
// that follows the title, and saving (posted to the screen's route action, api/content-record.ts, whose reply
// is a refusal or the server's message).
export function useContentEditor<D extends SlugDraft>({ initial, stored, version, keptDraftKey, titleField, resolver, check, id, input, controls }: ContentEditorOptions<D>) {
  const { setDirty, onSaved } = controls;
  const schemaForm = useSchemaForm<D>({ defaultValues: initial, resolver, check });
  const { draft, dirty, change } = schemaForm;
  // The address follows the title until the owner types one of their own; a stored one stays.
  const [slugEdited, setSlugEdited] = useState(stored);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Someone saved a newer version after this form loaded: their save, kept until this one goes through.
  const [stale, setStale] = useState<StaleSave | null>(null);

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
  const slugField = 'slug_url' as Path<D>;
  const update = <K extends Path<D>>(key: K, value: PathValue<D, K>) => change(key, value);
  const setTitle = (title: string) => {
    change(titleField, title as PathValue<D, Path<D>>);
    if (!slugEdited) change(slugField, normaliseSlug(title) as PathValue<D, Path<D>>);
  };
  const setSlug = (slug: string) => {
    setSlugEdited(slug !== '');
    change(slugField, slug as PathValue<D, Path<D>>);
  };
  const restoreKeptDraft = () =>
    keptDraft.restore((kept) => {
      schemaForm.restore(kept);
      setSlugEdited(true);
    });

  // Checks the fields, then saves as an edit of `base`; a refused save leaves the text in the form (and in this browser).
  const saveFrom = (base: number | null) =>
    schemaForm.submit(
      (valid) => {
        setSaveError(null);
        saver.submitJson({ intent: 'save', id, version: base, input: input(valid) });
      },
      () => setSaveError('Please correct the highlighted fields.'),
    )();

  // Save always edits the version the form loaded; replacing a newer one takes saveOverNewer, once it was seen.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveFrom(version);
  };
  const saveOverNewer = () => stale && void saveFrom(stale.version);

  return {
    draft,
    // The latest values, for an update made from them (a list edited in two places at once).
    current: () => schemaForm.form.getValues(),
    update,
    setTitle,
    setSlug,
    publicSlug,
    errors: schemaForm.errors,
    saving,
    saveError,
    stale,
    saveOverNewer,
    formRef: schemaForm.formRef,
    submit,
    keptDraft,
    restoreKeptDraft,
    requestClose: controls.requestClose,
  };
}

export function staleSaveMessage(conflict: StaleSave): string {
  return `${conflict.savedBy ?? 'Someone'} saved a newer version at ${formatDateTime(conflict.savedAt)}, after you opened it. Your text is still here and was not saved.`;
}

export type ContentEditor<D extends SlugDraft> = ReturnType<typeof useContentEditor<D>>;
