import type { ReviewRequestState, ReviewRequestStatus } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';

const stateLabels: Record<ReviewRequestState, string> = { none: 'not made yet', queued: 'waiting to go', sent: 'sent', skipped: 'not sent', failed: 'failed' };

// In an enquiry's dialog: its review request (made when the job is marked done), with "don't ask this
// customer" while it has not gone out, and the explicit "contacted" that starts the response time. Both post
// to the dialog's data route (`action`); the outcome shows in the banner.
export function ReviewRequestPanel({ status, action }: { status: ReviewRequestStatus | null; action: string }) {
  const { fetcher, pending, submit } = useActionFetcher({ action });
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
      ) : (
        <p className="admin-muted">The review request could not be loaded.</p>
      )}
      <div className="btn-row">
        {skippable ? (
          <Button variant="outline" className="btn--sm" busy={pending('skip-review')} onClick={() => submit({ intent: 'skip-review' })}>
            Don’t ask this customer for a review
          </Button>
        ) : null}
        <Button variant="outline" className="btn--sm" disabled={fetcher.state !== 'idle'} onClick={() => submit({ intent: 'contacted' })}>
          I contacted the customer
        </Button>
      </div>
    </section>
  );
}
