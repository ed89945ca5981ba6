import { type AdminLocationPage, contentLimits, normaliseSlug } from '@hvac/contracts';
import { useMemo, useState } from 'react';
import { paths } from '../../../../config/paths';
import { type EditorControls, useContentEditor } from '../hooks/use-content-editor';
import { recommendedMeta } from '../utils/blog-draft';
import {
  checkLocationIntro,
  emptyLocationDraft,
  type LocationDraft,
  locationDraftFromPage,
  locationDraftResolver,
  type LocationField,
  locationFieldLabels,
  locationInputFromDraft,
  requiredLocationFields,
  sectionNumbers,
} from '../utils/location-draft';
import { publicationDraftFrom, publicationInput, validatePublication } from '../utils/publication-draft';
import { EditorForm } from './editor-form';
import { OgImageField } from './og-image-field';
import { RevisionHistory } from './revision-history';
import { TextField } from '../../kit/components/form-fields';
import { RichTextField } from './rich-text-field';
import { PublicationControls } from './publication-controls';
import { SearchPreview } from './search-preview';

type LocationFormProps = {
  page: AdminLocationPage | null;
  controls: EditorControls;
};

export function LocationForm({ page, controls }: LocationFormProps) {
  const [publication, setPublication] = useState(() => publicationDraftFrom(page));
  const initial = useMemo(() => (page ? locationDraftFromPage(page) : emptyLocationDraft()), [page]);
  const editor = useContentEditor<LocationDraft>({
    initial,
    stored: page !== null,
    version: page?.version ?? null,
    keptDraftKey: `location-page:${page?.location_id ?? 'new'}`,
    titleField: 'main_heading',
    resolver: locationDraftResolver,
    check: (draft) => ({ ...checkLocationIntro(draft), ...validatePublication(publication) }),
    id: page?.location_id ?? null,
    input: (draft) => ({ ...locationInputFromDraft(draft), ...publicationInput(publication) }),
    controls,
  });
  const { draft, update, errors } = editor;

  const set = (field: LocationField) => (value: string) => update(field, value);
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

  return (
    <EditorForm
      editor={editor}
      requiredNote="Fields marked * are required."
      publicLink={page?.state === 'published' ? { href: paths.location.getHref(page.slug_url), label: 'View the public page' } : null}
      saveLabel="Save Location Page"
    >
      {page ? <RevisionHistory itemType="location-page" itemId={page.location_id} onRestored={controls.onSaved} /> : null}
      <TextField
        label={locationFieldLabels.main_heading}
        required
        autoFocus
        value={draft.main_heading}
        error={errors['main_heading']}
        count={{ max: contentLimits.titleMax }}
        hint="The page's big heading, for example ‘Furnace and AC Service in Oakville’."
        onChange={editor.setTitle}
      />
      <TextField
        label={locationFieldLabels.slug_url}
        value={draft.slug_url}
        error={errors['slug_url']}
        maxLength={contentLimits.titleMax}
        hint={`The page will be at /location/${editor.publicSlug || '…'}. Suggested from the main heading.${page ? ' If you change it, the old address sends visitors to the new one.' : ''}`}
        onChange={editor.setSlug}
      />
      <PublicationControls value={publication} onChange={setPublication} error={errors['publishAt']} saved={page ? { kind: 'location-page', id: page.location_id } : null} />
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
        <SearchPreview
          title={draft.meta_title || draft.main_heading}
          path={paths.location.getHref(draft.slug_url || normaliseSlug(draft.main_heading))}
          description={draft.meta_description}
          fallbackDescription={draft.main_paragraph}
        />
        {text('meta_keywords', { meta: true, hint: 'Optional, separated by commas, for example ‘furnace repair Oakville, AC installation Oakville’.' })}
        {text('meta_link', { meta: true, hint: 'Canonical link: only if this page also exists at another address. Usually left empty.' })}
        <OgImageField
          value={draft.ogImage}
          onChange={(ogImage) => update('ogImage', ogImage)}
          defaultNote="No picture chosen: the site's own picture is shared."
          defaultPreview={null}
        />
      </fieldset>
    </EditorForm>
  );
}
