import type { ReviewStats } from '@hvac/contracts';
import type { DataSource } from 'typeorm';

// All-time figures of the review requests: a reminder counts as skipped once its job found the link
// clicked, the customer unsubscribed or staff skipping it (a request skipped counts once, as a request).
export async function reviewStats(db: DataSource): Promise<ReviewStats> {
  const [row] = await db.query<ReviewStats[]>(`
    SELECT
      count(*) FILTER (WHERE request_state = 'sent')::int AS "requestsSent",
      count(*) FILTER (WHERE clicked_at IS NOT NULL)::int AS "clicked",
      count(*) FILTER (WHERE reminder_state = 'sent')::int AS "remindersSent",
      count(*) FILTER (WHERE request_state = 'skipped')::int AS "requestsSkipped",
      count(*) FILTER (WHERE reminder_state = 'skipped' AND request_state <> 'skipped')::int AS "remindersSkipped"
    FROM content.review_requests`);
  if (!row) throw new Error('the review figures returned no row');
  return row;
}
