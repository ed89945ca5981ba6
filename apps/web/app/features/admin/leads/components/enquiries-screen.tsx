import { type Enquiry, type EnquiryFilters, type EnquiryMail, type EnquiryStatus, enquirySituationLabels, enquiryStatuses, type Page } from '@hvac/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { deleteEnquiry } from '../api/delete-enquiry';
import { exportEnquiries } from '../api/export-enquiries';
import { resendEnquiry } from '../api/resend-enquiry';
import { updateEnquiry } from '../api/update-enquiry';
import { useStaffOptions } from '../hooks/use-staff-options';
import { useBannerStore } from '../../kit/stores/banner-store';
import { formatDateTime } from '../../kit/utils/display';
import { downloadFile } from '../../kit/utils/download-file';
import type { EnquiryFilterForm } from '../utils/enquiry-filters';
import { replyMailto } from '../utils/reply-mailto';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { DeliveryBadge } from '../../kit/components/delivery-badge';
import { EnquiryActivityDialog } from './enquiry-activity-dialog';
import { EnquiryFilterBar } from './enquiry-filter-bar';
import { enquiryStatusLabels } from './enquiry-status';
import { Pagination } from '../../kit/components/pagination';
import { EnquirySource } from './enquiry-source';

const mailNames: Record<EnquiryMail, string> = {
  notify: 'business notification',
  ack: 'visitor receipt',
};

type EnquiriesScreenProps = {
  page: number;
  form: EnquiryFilterForm;
  filters: EnquiryFilters;
  enquiries: Page<Enquiry>;
};

export function EnquiriesScreen({ page, form, filters, enquiries }: EnquiriesScreenProps) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const staff = useStaffOptions();
  const [busy, setBusy] = useState<string | null>(null);
  const [activityOf, setActivityOf] = useState<Enquiry | null>(null);
  const [deleting, setDeleting] = useState<Enquiry | null>(null);
  const filtered = Object.values(filters).some(Boolean);

  // Runs one change, reports it in the banner and reloads the page of the list.
  const run = async (key: string, action: () => Promise<string>, failure: string) => {
    setBusy(key);
    try {
      showBanner('success', await action());
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, failure));
    } finally {
      setBusy(null);
      void revalidator.revalidate();
    }
  };

  const resend = (e: Enquiry, mail: EnquiryMail) =>
    run(`${e.id}:${mail}`, () => resendEnquiry(e.id, mail), `The ${mailNames[mail]} could not be queued again. Please try again.`);

  const setStatus = (e: Enquiry, status: EnquiryStatus) =>
    run(
      `${e.id}:status`,
      async () => {
        await updateEnquiry(e.id, { status });
        return `The enquiry from ${e.name} is now ${enquiryStatusLabels[status]}.`;
      },
      'The status could not be changed. Please try again.',
    );

  const assign = (e: Enquiry, assigneeId: string) =>
    run(
      `${e.id}:assignee`,
      async () => {
        const assignee = staff.find((s) => s.id === assigneeId) ?? null;
        await updateEnquiry(e.id, { assignee });
        return assignee ? `Assigned to ${assignee.name}.` : 'Nobody is assigned now.';
      },
      'The assignee could not be changed. Please try again.',
    );

  const remove = async (e: Enquiry) => {
    await run(
      `${e.id}:delete`,
      async () => {
        await deleteEnquiry(e.id);
        return `The enquiry from ${e.name} was deleted with its notes and history.`;
      },
      'The enquiry could not be deleted. Please try again.',
    );
    setDeleting(null);
  };

  const exportCsv = async () => {
    setBusy('export');
    try {
      downloadFile(await exportEnquiries(filters));
      showBanner('success', filtered ? 'The enquiries that match the filters were exported.' : 'Every enquiry was exported.');
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Enquiries</h1>
          <p className="lead">
            Every form sent from the website is kept here, even when e-mail is down. Newest first. Follow each one up with its status, an assignee and internal
            notes; closed enquiries are removed automatically after the retention period. Submissions that look like a bot’s are marked as spam and nothing was
            mailed for them. Each address gets at most one receipt a day.
          </p>
        </div>
        <div className="btn-row">
          <Button variant="outline" busy={revalidator.state === 'loading'} busyLabel="Refreshing..." onClick={() => void revalidator.revalidate()}>
            Refresh
          </Button>
          <Button variant="navy" busy={busy === 'export'} busyLabel="Exporting..." onClick={() => void exportCsv()} disabled={enquiries.total === 0}>
            Export CSV
          </Button>
        </div>
      </div>
      <EnquiryFilterBar form={form} />
      {enquiries.items.length === 0 ? (
        <p className="admin-empty">{filtered ? 'No enquiry matches the search and filters.' : 'No enquiries yet. Forms sent from the website appear here.'}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Enquiries" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Enquiry</th>
                <th scope="col">Follow-up</th>
                <th scope="col">E-mail to you</th>
                <th scope="col">Receipt to visitor</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.items.map((e) => {
                const reply = replyMailto(e.email, e.subject);
                // Someone assigned earlier who is not in today's staff list still shows as chosen.
                const assignees = e.assignee && !staff.some((s) => s.id === e.assignee?.id) ? [...staff, e.assignee] : staff;
                return (
                  <tr key={e.id} className={e.status === 'spam' ? 'admin-table__row--spam' : undefined}>
                    <td>
                      <span className="admin-nowrap">{formatDateTime(e.createdAt)}</span>
                      <span className="admin-muted">{e.formType}</span>
                      <span className={`admin-tag admin-tag--${e.status}`}>{enquiryStatusLabels[e.status]}</span>
                      {e.urgent && e.situation && <span className="admin-tag admin-tag--urgent">Urgent: {enquirySituationLabels[e.situation]}</span>}
                      <EnquirySource source={e.source} />
                      {e.respondBy ? <span className="admin-tag admin-tag--urgent">Answer by {formatDateTime(e.respondBy)}</span> : null}
                    </td>
                    <td className="enquiry-contact">
                      <strong>{e.name}</strong>
                      {reply ? (
                        <a href={reply} aria-label={`Reply to ${e.name} by e-mail (${e.email})`}>
                          {e.email}
                        </a>
                      ) : (
                        <span>{e.email}</span>
                      )}
                      {e.phone ? (
                        <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${e.name} at ${e.phone}`}>
                          {e.phone}
                        </a>
                      ) : null}
                    </td>
                    <td className="admin-table__message">
                      <strong>{e.subject}</strong>
                      <details>
                        <summary>Show message</summary>
                        <p>{e.message}</p>
                      </details>
                    </td>
                    <td>
                      <div className="enquiry-follow-up">
                        <label>
                          <span className="visually-hidden">Status of the enquiry from {e.name}</span>
                          <select
                            value={e.status}
                            disabled={busy === `${e.id}:status`}
                            onChange={(event) => void setStatus(e, event.target.value as EnquiryStatus)}
                          >
                            {enquiryStatuses.map((s) => (
                              <option key={s} value={s}>
                                {enquiryStatusLabels[s]}
                              </option>
                            ))}
                          </select>
                        </label>
                        {e.lastStatusChange ? (
                          <span className="admin-muted">
                            by {e.lastStatusChange.byName}, {formatDateTime(e.lastStatusChange.at)}
                          </span>
                        ) : null}
                        <label>
                          <span className="visually-hidden">Assignee of the enquiry from {e.name}</span>
                          <select value={e.assignee?.id ?? ''} disabled={busy === `${e.id}:assignee`} onChange={(event) => void assign(e, event.target.value)}>
                            <option value="">Unassigned</option>
                            {assignees.map((s) => (
                              <option key={s.id} value={s.id}>
                                {s.name}
                              </option>
                            ))}
                          </select>
                        </label>
                        <div className="btn-row">
                          <Button
                            variant="outline"
                            className="btn--sm"
                            aria-label={`Notes and history of the enquiry from ${e.name}`}
                            onClick={() => setActivityOf(e)}
                          >
                            Notes
                          </Button>
                          <Button variant="danger" className="btn--sm" aria-label={`Delete the enquiry from ${e.name}`} onClick={() => setDeleting(e)}>
                            Delete
                          </Button>
                        </div>
                      </div>
                    </td>
                    {(['notify', 'ack'] as const).map((mail) => (
                      <td key={mail}>
                        <DeliveryBadge delivery={e[mail]} />
                        <Button
                          variant="outline"
                          className="btn--sm"
                          busy={busy === `${e.id}:${mail}`}
                          busyLabel="Queuing..."
                          aria-label={`Resend the ${mailNames[mail]} for the enquiry from ${e.name}`}
                          onClick={() => void resend(e, mail)}
                        >
                          Resend
                        </Button>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={enquiries.total} label="Enquiries" />
      {activityOf ? <EnquiryActivityDialog enquiry={activityOf} onClose={() => setActivityOf(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this enquiry?"
        message={
          deleting ? `The enquiry from ${deleting.name} (${deleting.email}) will be deleted with its notes and status history. This cannot be undone.` : ''
        }
        confirmLabel="Delete enquiry"
        busy={deleting !== null && busy === `${deleting.id}:delete`}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
