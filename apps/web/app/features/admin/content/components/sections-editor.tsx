import { contentLimits } from '@hvac/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { emptySection, type SectionDraft } from '../utils/blog-draft';
import type { FieldErrors } from '../../kit/hooks/use-schema-form';
import { insertItem, moveItem, removeItem } from '../utils/list-ops';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { TextField } from '../../kit/components/form-fields';
import { RichTextField } from './rich-text-field';

type SectionsEditorProps = {
  sections: SectionDraft[];
  errors: FieldErrors;
  groupError?: string;
  // Updates go through a function of the latest list, so quick edits in two places never overwrite each other.
  onChange: (update: (sections: SectionDraft[]) => SectionDraft[]) => void;
};

type Action = 'up' | 'down' | 'remove';

// The post's body: sections of a heading and a paragraph that can be added, removed and reordered
// with buttons (no drag and drop, so it works from the keyboard). Focus follows the moved section.
export function SectionsEditor({ sections, errors, groupError, onChange }: SectionsEditorProps) {
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [pendingRemoval, setPendingRemoval] = useState<number | null>(null);
  const focusNext = useRef<{ key: string; target: Action | 'heading' } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const byId = (suffix: string) => document.getElementById(`${baseId}-${next.key}-${suffix}`) as HTMLButtonElement | HTMLInputElement | null;
    let el = byId(next.target);
    // A section moved to the top or bottom loses that button: the other move button takes focus.
    if (el && 'disabled' in el && el.disabled) el = byId(next.target === 'up' ? 'down' : 'up');
    el?.focus();
  });

  const move = (index: number, delta: -1 | 1) => {
    const section = sections[index];
    if (!section) return;
    focusNext.current = { key: section.key, target: delta < 0 ? 'up' : 'down' };
    onChange((list) => moveItem(list, index, index + delta));
    setAnnouncement(`Section ${index + 1} moved to position ${index + 1 + delta}.`);
  };

  const remove = (index: number) => {
    const neighbour = sections[index + 1] ?? sections[index - 1];
    if (neighbour) focusNext.current = { key: neighbour.key, target: 'heading' };
    onChange((list) => removeItem(list, index));
    setAnnouncement(`Section ${index + 1} removed.`);
  };

  const add = () => {
    const section = emptySection();
    focusNext.current = { key: section.key, target: 'heading' };
    onChange((list) => insertItem(list, list.length, section));
    setAnnouncement(`Section ${sections.length + 1} added.`);
  };

  const askRemove = (index: number) => {
    const section = sections[index];
    if (!section) return;
    if (section.heading.trim() === '' && section.paragraph === '') remove(index);
    else setPendingRemoval(index);
  };

  return (
    <fieldset className="admin-fieldset admin-sections">
      <legend>Content sections</legend>
      <p className="field__hint">
        Each section has a heading and a paragraph and appears on the post in this order. Empty sections are left out when you save.
      </p>
      {groupError ? <p className="field__error">{groupError}</p> : null}
      <ol className="admin-sections__list">
        {sections.map((section, index) => (
          <li key={section.key} className="admin-section" aria-labelledby={`${baseId}-${section.key}-title`}>
            <div className="admin-section__head">
              <h3 id={`${baseId}-${section.key}-title`}>Section {index + 1}</h3>
              <div className="admin-section__tools">
                <Button
                  variant="outline"
                  className="btn--sm"
                  id={`${baseId}-${section.key}-up`}
                  disabled={index === 0}
                  aria-label={`Move section ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  ↑ Up
                </Button>
                <Button
                  variant="outline"
                  className="btn--sm"
                  id={`${baseId}-${section.key}-down`}
                  disabled={index === sections.length - 1}
                  aria-label={`Move section ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓ Down
                </Button>
                <Button variant="outline" className="btn--sm btn--quiet-danger" aria-label={`Remove section ${index + 1}`} onClick={() => askRemove(index)}>
                  Remove
                </Button>
              </div>
            </div>
            <SectionFields
              inputId={`${baseId}-${section.key}-heading`}
              index={index}
              section={section}
              headingError={errors[`sections.${section.key}.heading`]}
              paragraphError={errors[`sections.${section.key}.paragraph`]}
              onChange={(changed) => onChange((list) => list.map((s) => (s.key === section.key ? { ...s, ...changed } : s)))}
            />
          </li>
        ))}
      </ol>
      <Button variant="navy" onClick={add} disabled={sections.length >= contentLimits.sectionsMax}>
        + Add section
      </Button>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <ConfirmDialog
        open={pendingRemoval !== null}
        title="Remove this section?"
        message={`Section ${(pendingRemoval ?? 0) + 1} has text in it. Removing it deletes that text from this form.`}
        confirmLabel="Remove section"
        onCancel={() => setPendingRemoval(null)}
        onConfirm={() => {
          if (pendingRemoval !== null) remove(pendingRemoval);
          setPendingRemoval(null);
        }}
      />
    </fieldset>
  );
}

type SectionFieldsProps = {
  inputId: string;
  index: number;
  section: SectionDraft;
  headingError?: string;
  paragraphError?: string;
  onChange: (changed: Partial<SectionDraft>) => void;
};

function SectionFields({ inputId, index, section, headingError, paragraphError, onChange }: SectionFieldsProps) {
  return (
    <>
      <TextField
        id={inputId}
        label={`Section ${index + 1} heading`}
        value={section.heading}
        error={headingError}
        maxLength={contentLimits.titleMax}
        onChange={(heading) => onChange({ heading })}
      />
      <RichTextField
        label={`Section ${index + 1} paragraph`}
        value={section.paragraph}
        error={paragraphError}
        onChange={(paragraph) => onChange({ paragraph })}
      />
    </>
  );
}
