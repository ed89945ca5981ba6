import type { ReviewRequestState, ReviewRequestStatus } from '@hvac/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { getReviewRequest, markContacted, skipReviewRequest } from '../api/review-requests';
import { formatDateTime } from '../../kit/utils/display';

const stateLabels: Record<ReviewRequestState, string> = { none: 'not made yet', queued: 'waiting to go', sent: 'sent', skipped: 'not sent', failed: 'failed' };

// In an enquiry's dialog: its review request (made when the job is marked done), with "don't ask this
// customer" while it has not gone out, and the explicit "contacted" that starts the response time.
export function ReviewRequestPanel({ enquiryId }: { enquiryId: number }) {
  const [status, setStatus] = useState<ReviewRequestStatus | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getReviewRequest(enquiryId).then(setStatus, async (e: unknown) => setNote(await apiErrorMessage(e, 'The review request could not be loaded.')));
  }, [enquiryId]);

  const act = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setNote(null);
    try {
      await action();
    } catch (e) {
      setNote(await apiErrorMessage(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  const skippable = status !== null && status.request !== 'sent' && status.request !== 'skipped';

  return (
    <section aria-labelledby="enquiry-review-title">
      <h3 id="enquiry-review-title">Review request and first contact</h3>
      {status ? (
        <p>
          Request {stateLabels[status.request]}, reminder {stateLabels[status.reminder]}
          {status.reason ? ` (${status.reason})` : ''}
          {status.clickedAt ? `; link followed ${formatDateTime(status.clickedAt)}` : ''}.
        </p>
      ) : null}
      <div className="btn-row">
        {skippable ? (
          <Button variant="outline" className="btn--sm" busy={busy} onClick={() => void act(async () => setStatus(await skipReviewRequest(enquiryId)), 'The review request could not be skipped.')}>
            Don’t ask this customer for a review
          </Button>
        ) : null}
        <Button variant="outline" className="btn--sm" disabled={busy} onClick={() => void act(async () => (await markContacted(enquiryId), setNote('Contact recorded.')), 'The contact could not be recorded.')}>
          I contacted the customer
        </Button>
      </div>
      {note ? (
        <p role="status" className="admin-muted">
          {note}
        </p>
      ) : null}
    </section>
  );
}
