import { useId, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { StatusMessage } from '../../../../components/ui/status-message';
import type { ContentEditor } from '../hooks/use-content-editor';
import { KeptDraftNotice } from './kept-draft-notice';
import { StaleSaveNotice } from './stale-save-notice';

type EditorFormProps<D extends { slug_url: string }> = {
  editor: ContentEditor<D>;
  requiredNote: string;
  // The published post or page, when there is one.
  publicLink: { href: string; label: string } | null;
  saveLabel: string;
  // Other work the save waits for (an image upload), named on the save button while it runs.
  busyWith?: string | null;
  children: ReactNode;
};

// The popup form of a post or a location page: the kept-edits offer and the fields, then the save
// outcome, a link to the public page, Discard and Save.
export function EditorForm<D extends { slug_url: string }>({ editor, requiredNote, publicLink, saveLabel, busyWith, children }: EditorFormProps<D>) {
  const requiredNoteId = `${useId()}-required`;
  const { formRef, submit, keptDraft, restoreKeptDraft, saveError, saving, requestClose, stale, saveOverNewer } = editor;
  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={submit} aria-describedby={requiredNoteId}>
      <div className="admin-dialog__body" key={keptDraft.revision}>
        <KeptDraftNotice kept={keptDraft.kept} onRestore={restoreKeptDraft} onDismiss={keptDraft.dismiss} />
        <StaleSaveNotice conflict={stale} saving={saving} onSaveOver={saveOverNewer} />
        <p className="field__hint" id={requiredNoteId}>
          {requiredNote}
        </p>
        {children}
      </div>
      <div className="admin-dialog__foot">
        <StatusMessage status={saveError ? { tone: 'error', text: saveError } : null} />
        {publicLink ? (
          <a className="admin-foot__link" href={publicLink.href} target="_blank" rel="noopener">
            {publicLink.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <div className="btn-row">
          <Button variant="outline" onClick={requestClose} disabled={saving}>
            Discard
          </Button>
          <Button type="submit" busy={saving || Boolean(busyWith)} busyLabel={busyWith || 'Saving...'}>
            {saveLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
