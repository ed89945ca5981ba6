import type { Enquiry, EnquiryMail, EnquirySpamFilter, EnquiryStatus, Page } from '@hvac/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { getAllEnquiries } from '../api/get-enquiries';
import { resendEnquiry } from '../api/resend-enquiry';
import { useBannerStore } from '../stores/banner-store';
import { downloadFile, enquiriesCsv } from '../utils/csv';
import { formatDateTime } from '../utils/display';
import { DeliveryBadge } from './delivery-badge';
import { type FilterOption, FilterLinks } from './filter-links';
import { Pagination } from './pagination';

const mailNames: Record<EnquiryMail, string> = { notify: 'business notification', ack: 'visitor receipt' };

// Every enquiry starts new, so only the other states are marked in the list.
const statusLabels: Record<EnquiryStatus, string> = { new: 'New', spam: 'Spam' };

// 'include' is the list's default, so it needs no parameter.
const spamFilters: FilterOption<Exclude<EnquirySpamFilter, 'include'>>[] = [
  { value: null, label: 'All' },
  { value: 'exclude', label: 'Hide spam' },
  { value: 'only', label: 'Spam only' },
];

const emptyTexts: Record<EnquirySpamFilter, string> = {
  include: 'No enquiries yet. Forms sent from the website appear here.',
  exclude: 'No enquiries other than spam.',
  only: 'No spam. Submissions that look like a bot’s appear here.',
};

export function EnquiriesScreen({ page, spam, enquiries }: { page: number; spam: EnquirySpamFilter; enquiries: Page<Enquiry> }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [busy, setBusy] = useState<string | null>(null);

  const resend = async (enquiry: Enquiry, mail: EnquiryMail) => {
    setBusy(`${enquiry.id}:${mail}`);
    try {
      showBanner('success', await resendEnquiry(enquiry.id, mail));
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, `The ${mailNames[mail]} could not be queued again. Please try again.`));
    } finally {
      setBusy(null);
      void revalidator.revalidate();
    }
  };

  const exportCsv = async () => {
    setBusy('export');
    try {
      const all = await getAllEnquiries(spam);
      downloadFile(`enquiries-${new Date().toISOString().slice(0, 10)}.csv`, new Blob([enquiriesCsv(all)], { type: 'text/csv;charset=utf-8' }));
      showBanner('success', `Exported ${all.length} enquir${all.length === 1 ? 'y' : 'ies'}.`);
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
            Every form sent from the website is kept here, even when e-mail is down. Newest first. Submissions that look like a bot’s are marked as spam
            and nothing was mailed for them. Each address gets at most one receipt a day.
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
      <FilterLinks label="Filter enquiries by spam" param="spam" options={spamFilters} current={spam === 'include' ? null : spam} />
      {enquiries.items.length === 0 ? (
        <p className="admin-empty">{emptyTexts[spam]}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Enquiries" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Enquiry</th>
                <th scope="col">E-mail to you</th>
                <th scope="col">Receipt to visitor</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.items.map((e) => (
                <tr key={e.id} className={e.status === 'spam' ? 'admin-table__row--spam' : undefined}>
                  <td>
                    <span className="admin-nowrap">{formatDateTime(e.createdAt)}</span>
                    <span className="admin-muted">{e.formType}</span>
                    {e.status === 'new' ? null : <span className={`admin-tag admin-tag--${e.status}`}>{statusLabels[e.status]}</span>}
                  </td>
                  <td>
                    <strong>{e.name}</strong>
                    <a href={`mailto:${e.email}`}>{e.email}</a>
                    {e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : null}
                  </td>
                  <td className="admin-table__message">
                    <strong>{e.subject}</strong>
                    <details>
                      <summary>Show message</summary>
                      <p>{e.message}</p>
                    </details>
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={enquiries.total} label="Enquiries" />
    </>
  );
}
