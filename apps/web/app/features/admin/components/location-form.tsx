import { contentLimits, type LocationPage, normaliseSlug } from '@hvac/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveLocationPage } from '../api/save-location-page';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useKeptDraft } from '../hooks/use-kept-draft';
import type { FieldErrors } from '../utils/blog-draft';
import { recommendedMeta } from '../utils/blog-draft';
import {
  emptyLocationDraft,
  type LocationDraft,
  locationDraftFromPage,
  type LocationField,
  locationFieldLabels,
  locationInputFromDraft,
  requiredLocationFields,
  sameLocationDraft,
  sectionNumbers,
  validateLocationDraft,
} from '../utils/location-draft';
import { RichTextField, TextField } from './form-fields';
import { KeptDraftNotice } from './kept-draft-notice';

type LocationFormProps = {
  page: LocationPage | null;
  requestClose: () => void;
  setDirty: (dirty: boolean) => void;
  onSaved: (message: string) => void;
};

export function LocationForm({ page, requestClose, setDirty, onSaved }: LocationFormProps) {
  const formId = useId();
  const initial = useMemo(() => (page ? locationDraftFromPage(page) : emptyLocationDraft()), [page]);
  const [draft, setDraft] = useState<LocationDraft>(initial);
  const [slugEdited, setSlugEdited] = useState(page !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const dirty = !sameLocationDraft(draft, initial);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  const keptDraft = useKeptDraft(`location-page:${page?.location_id ?? 'new'}`, draft, dirty);

  const set = (field: LocationField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const isRequired = (field: LocationField) => requiredLocationFields.includes(field);
  const text = (field: LocationField, extra: { hint?: string; meta?: boolean; recommended?: number; multiline?: boolean; autoFocus?: boolean } = {}) => (
    <TextField
      label={locationFieldLabels[field]}
      required={isRequired(field)}
      value={draft[field]}
      error={errors[field]}
      hint={extra.hint}
      multiline={extra.multiline}
      autoFocus={extra.autoFocus}
      count={{ recommended: extra.recommended, max: extra.meta ? contentLimits.metaMax : contentLimits.titleMax }}
      onChange={set(field)}
    />
  );
  const rich = (field: LocationField, hint?: string) => (
    <RichTextField label={locationFieldLabels[field]} required={isRequired(field)} value={draft[field]} error={errors[field]} hint={hint} onChange={set(field)} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLocationDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaveError('Please correct the highlighted fields.');
      focusFirstError();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const message = await saveLocationPage(locationInputFromDraft(draft), page?.location_id ?? null);
      setDirty(false);
      keptDraft.saved();
      onSaved(message);
    } catch (error) {
      setSaveError(await apiErrorMessage(error, 'The location page could not be saved. Please try again.'));
      setSaving(false);
    }
  };

  const publicSlug = draft.slug_url.trim() || normaliseSlug(draft.main_heading);

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={submit} aria-describedby={`${formId}-required`}>
      <div className="admin-dialog__body" key={keptDraft.revision}>
        <KeptDraftNotice
          kept={keptDraft.kept}
          onRestore={() =>
            keptDraft.restore((kept) => {
              setDraft(kept);
              setSlugEdited(true);
            })
          }
          onDismiss={keptDraft.dismiss}
        />
        <p className="field__hint" id={`${formId}-required`}>
          Fields marked * are required.
        </p>
        <TextField
          label={locationFieldLabels.main_heading}
          required
          autoFocus
          value={draft.main_heading}
          error={errors['main_heading']}
          count={{ max: contentLimits.titleMax }}
          hint="The page's big heading, for example ‘Furnace and AC Service in Oakville’."
          onChange={(value) => setDraft((d) => ({ ...d, main_heading: value, slug_url: slugEdited ? d.slug_url : normaliseSlug(value) }))}
        />
        <TextField
          label={locationFieldLabels.slug_url}
          value={draft.slug_url}
          error={errors['slug_url']}
          maxLength={contentLimits.titleMax}
          hint={`The page will be at /location/${publicSlug || '…'}. Suggested from the main heading.${page ? ' Changing it breaks links to the old address.' : ''}`}
          onChange={(value) => {
            setSlugEdited(value !== '');
            setDraft((d) => ({ ...d, slug_url: value }));
          }}
        />
        {rich('main_paragraph', 'The introduction under the main heading.')}
        {text('highlighted_heading', { hint: 'Shown on the orange ‘GET STARTED’ banner between sections 2 and 3.' })}
        {sectionNumbers.map((n) => (
          <fieldset key={n} className="admin-fieldset">
            <legend>Section {n}</legend>
            {text(`heading_${n}` as const)}
            {rich(`paragraph_${n}` as const)}
          </fieldset>
        ))}
        <fieldset className="admin-fieldset">
          <legend>Search engines</legend>
          {text('meta_title', { meta: true, recommended: recommendedMeta.title, hint: 'The title shown in search results and browser tabs.' })}
          {text('meta_description', { meta: true, multiline: true, recommended: recommendedMeta.description, hint: 'One or two sentences shown under the title in search results.' })}
          {text('meta_keywords', { meta: true, hint: 'Optional, separated by commas, for example ‘furnace repair Oakville, AC installation Oakville’.' })}
          {text('meta_link', { meta: true, hint: 'Canonical link: only if this page also exists at another address. Usually left empty.' })}
        </fieldset>
      </div>
      <div className="admin-dialog__foot">
        <StatusMessage status={saveError ? { tone: 'error', text: saveError } : null} />
        {page ? (
          <a className="admin-foot__link" href={paths.location.getHref(page.slug_url)} target="_blank" rel="noopener">
            View the public page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <div className="btn-row">
          <Button variant="outline" onClick={requestClose} disabled={saving}>
            Discard
          </Button>
          <Button type="submit" busy={saving} busyLabel="Saving...">
            Save Location Page
          </Button>
        </div>
      </div>
    </form>
  );
}
