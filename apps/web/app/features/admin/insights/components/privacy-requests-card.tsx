import type { PrivacyRequest } from '@hvac/contracts';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../kit/utils/display';

// The overview's panel of privacy requests not answered yet, soonest due first; shown until each is answered.
export function PrivacyRequestsCard({ open }: { open: PrivacyRequest[] | 'failed' }) {
  const now = Date.now();
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-privacy">
      <h2 id="dashboard-privacy">Open privacy requests</h2>
      {open === 'failed' ? (
        <p>The privacy requests could not be loaded.</p>
      ) : open.length === 0 ? (
        <p>None: every request is answered.</p>
      ) : (
        <ul>
          {open.map((r) => (
            <li key={r.id}>
              #{r.id} {r.requesterName}:{' '}
              <span className={new Date(r.dueAt).getTime() < now ? 'dashboard-figures__alert' : undefined}>due {formatDateTime(r.dueAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.admin.privacyRequests.getHref()}>See the privacy requests</Link>
      </p>
    </section>
  );
}
