import { type PreviewKind, publishStates, siteTimeZone } from '@hvac/contracts';
import { useId } from 'react';
import { type PublicationDraft, stateLabels } from '../utils/publication-draft';
import { TextField } from '../../kit/components/form-fields';
import { PreviewLinkControls } from './preview-link-controls';

const stateHints = {
  draft: 'Only you can see it here. Choosing Draft for a published item takes it off the website.',
  published: 'On the website now (a new post goes live on its published date).',
  scheduled: 'Goes live on its own at the date and time below.',
} as const;

// Draft, published or scheduled, with the date and time of a schedule in the business's time zone.
type PublicationControlsProps = {
  value: PublicationDraft;
  onChange: (next: PublicationDraft) => void;
  error?: string;
  // The saved item a preview link can show; none before the first save.
  saved: { kind: PreviewKind; id: number } | null;
};

export function PublicationControls({ value, onChange, error, saved }: PublicationControlsProps) {
  const name = useId();
  return (
    <fieldset className="admin-fieldset">
      <legend>Publishing</legend>
      <div className="admin-states" role="radiogroup" aria-label="State">
        {publishStates.map((state) => (
          <label key={state}>
            <input type="radio" name={name} value={state} checked={value.state === state} onChange={() => onChange({ ...value, state })} />
            {value.stored === 'published' && state === 'draft' ? 'Unpublish (draft)' : stateLabels[state]}
          </label>
        ))}
      </div>
      <p className="field__hint">{stateHints[value.state]}</p>
      {value.state === 'scheduled' ? (
        <TextField
          label={`Publish at (${siteTimeZone.replace('America/', '')} time)`}
          type="datetime-local"
          required
          value={value.publishAt}
          error={error}
          onChange={(publishAt) => onChange({ ...value, publishAt })}
        />
      ) : null}
      {saved ? <PreviewLinkControls kind={saved.kind} id={saved.id} /> : null}
    </fieldset>
  );
}

export function StateChip({ state, publishAt }: { state: PublicationDraft['state']; publishAt: string | null }) {
  if (state === 'published') return null;
  const when = state === 'scheduled' && publishAt ? ` ${new Date(publishAt).toLocaleString('en-CA', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' })}` : '';
  return <span className={`admin-chip admin-chip--${state}`}>{stateLabels[state] + when}</span>;
}
