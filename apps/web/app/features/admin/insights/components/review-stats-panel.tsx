import type { ReviewStats } from '@hvac/contracts';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

// The review requests so far: asked, who followed the link, and what was not sent.
export function ReviewStatsPanel({ reviews }: { reviews: ReviewStats }) {
  const figures: [string, number][] = [
    ['review requests sent', reviews.requestsSent],
    ['links clicked', reviews.clicked],
    ['reminders sent', reviews.remindersSent],
    ['requests skipped', reviews.requestsSkipped],
    ['reminders skipped', reviews.remindersSkipped],
  ];
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-reviews">
      <h2 id="dashboard-reviews">Review requests</h2>
      <dl className="dashboard-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Every finished job gets one request and at most one reminder. Set the review link in <Link to={paths.admin.settings.getHref()}>Settings</Link>.
      </p>
    </section>
  );
}
