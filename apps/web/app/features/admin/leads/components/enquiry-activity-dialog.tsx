import { type AddEnquiryNoteRequest, type Enquiry, enquiryNoteMax } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { useRouteData } from '../../kit/hooks/use-route-data';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { formatDateTime } from '../../kit/utils/display';
import type { EnquiryActivityData } from '../api/enquiry-activity-action';
import { enquiryNoteResolver } from '../utils/enquiry-note';
import { enquiryStatusLabels } from './enquiry-status';
import { ReviewRequestPanel } from './review-request-panel';

export const enquiryActivityHref = (id: number) => paths.admin.enquiryActivity.getHref(id);

// One enquiry's status history and internal notes, with a field to add a note. Notes are only
// added, never edited, so the record of the follow-up stays as it was written. Read and written through
// the data route routes/admin/admin-enquiry-activity.ts.
export function EnquiryActivityDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const href = enquiryActivityHref(enquiry.id);
  const { reply } = useRouteData<EnquiryActivityData>(href);
  const noteForm = useSchemaForm<AddEnquiryNoteRequest>({ defaultValues: { body: '' }, resolver: enquiryNoteResolver });
  const note = useActionFetcher({ action: href, refusalInline: true, onSuccess: () => noteForm.reset({ body: '' }) });
  const error = noteForm.errors['body'] ?? note.refusal;
  const save = noteForm.submit((valid) => note.submit({ intent: 'note', body: valid.body }));

  return (
    <AdminDialog open title={`Enquiry from ${enquiry.name}`} onRequestClose={onClose}>
      <form ref={noteForm.formRef} onSubmit={(event) => void save(event)} noValidate>
        <div className="admin-dialog__body enquiry-activity">
          {reply === undefined ? <p role="status">Loading...</p> : null}
          {reply && !reply.ok ? <p role="alert">{reply.message}</p> : null}
          {reply?.ok ? (
            <>
              <section aria-labelledby="enquiry-history-title">
                <h3 id="enquiry-history-title">Status history</h3>
                <ol className="enquiry-activity__list">
                  <li>
                    {formatDateTime(enquiry.createdAt)}: received as New ({enquiry.formType})
                  </li>
                  {reply.data.statusChanges.map((c) => (
                    <li key={c.id}>
                      {formatDateTime(c.at)}: {enquiryStatusLabels[c.fromStatus]} → {enquiryStatusLabels[c.toStatus]} by {c.byName} ({c.byEmail})
                    </li>
                  ))}
                </ol>
              </section>
              <ReviewRequestPanel status={reply.data.review} action={href} />
              <section aria-labelledby="enquiry-notes-title">
                <h3 id="enquiry-notes-title">Internal notes</h3>
                {reply.data.notes.length === 0 ? <p className="admin-muted">No notes yet. Notes are never shown to the visitor.</p> : null}
                <ol className="enquiry-activity__list">
                  {reply.data.notes.map((n) => (
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
            <textarea id="enquiry-note" rows={3} maxLength={enquiryNoteMax} value={noteForm.draft.body} onChange={(e) => noteForm.change('body', e.target.value)} aria-invalid={error ? true : undefined} data-autofocus />
            {error ? (
              <p className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <div className="admin-dialog__foot">
          <Button type="submit" variant="navy" busy={note.fetcher.state !== 'idle'} busyLabel="Saving...">
            Add note
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
