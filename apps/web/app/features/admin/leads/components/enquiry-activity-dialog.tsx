import { type Enquiry, enquiryNoteMax } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { addEnquiryNote } from '../api/add-enquiry-note';
import { type EnquiryActivity, getEnquiryActivity } from '../api/get-enquiry-activity';
import { useAsync } from '../../kit/hooks/use-async';
import { formatDateTime } from '../../kit/utils/display';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { enquiryStatusLabels } from './enquiry-status';
import { ReviewRequestPanel } from './review-request-panel';

// One enquiry's status history and internal notes, with a field to add a note. Notes are only
// added, never edited, so the record of the follow-up stays as it was written.
export function EnquiryActivityDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const [added, setAdded] = useState<EnquiryActivity['notes']>([]);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activity = useAsync(() => getEnquiryActivity(enquiry.id), [enquiry.id], 'The history of this enquiry could not be loaded.');

  const save = async () => {
    if (!draft.trim()) return setError('Write a note first.');
    setSaving(true);
    setError(null);
    try {
      const note = await addEnquiryNote(enquiry.id, draft);
      setAdded((notes) => [...notes, note]);
      setDraft('');
    } catch (e) {
      setError(await apiErrorMessage(e, 'The note could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminDialog open title={`Enquiry from ${enquiry.name}`} onRequestClose={onClose}>
      <div className="admin-dialog__body enquiry-activity">
        {activity.status === 'loading' ? <p role="status">Loading...</p> : null}
        {activity.status === 'error' ? <p role="alert">{activity.message}</p> : null}
        {activity.status === 'done' ? (
          <>
            <section aria-labelledby="enquiry-history-title">
              <h3 id="enquiry-history-title">Status history</h3>
              <ol className="enquiry-activity__list">
                <li>
                  {formatDateTime(enquiry.createdAt)}: received as New ({enquiry.formType})
                </li>
                {activity.data.statusChanges.map((c) => (
                  <li key={c.id}>
                    {formatDateTime(c.at)}: {enquiryStatusLabels[c.fromStatus]} → {enquiryStatusLabels[c.toStatus]} by {c.byName} ({c.byEmail})
                  </li>
                ))}
              </ol>
            </section>
            <ReviewRequestPanel enquiryId={enquiry.id} />
            <section aria-labelledby="enquiry-notes-title">
              <h3 id="enquiry-notes-title">Internal notes</h3>
              {[...activity.data.notes, ...added].length === 0 ? <p className="admin-muted">No notes yet. Notes are never shown to the visitor.</p> : null}
              <ol className="enquiry-activity__list">
                {[...activity.data.notes, ...added].map((n) => (
                  <li key={n.id}>
                    <p className="enquiry-activity__note">{n.body}</p>
                    <span className="admin-muted">
                      {n.authorName}, {formatDateTime(n.createdAt)}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </>
        ) : null}
        <div className="field admin-field">
          <label htmlFor="enquiry-note">Add a note</label>
          <textarea id="enquiry-note" rows={3} maxLength={enquiryNoteMax} value={draft} onChange={(e) => setDraft(e.target.value)} data-autofocus />
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="admin-dialog__foot">
        <Button variant="navy" busy={saving} busyLabel="Saving..." onClick={() => void save()}>
          Add note
        </Button>
      </div>
    </AdminDialog>
  );
}
