import type { AdminBlog, Dashboard, PrivacyRequest } from '@hvac/contracts';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../kit/utils/display';
import { BackupsPanel, MailQueuePanel, RetryingMails } from './dashboard-care';
import { PrivacyRequestsCard } from './privacy-requests-card';
import { EnquiriesChart } from './enquiries-chart';
import { PushToggle } from './push-toggle';
import { ResponseTimesChart } from './response-times-chart';
import { ReviewStatsPanel } from './review-stats-panel';
import '../styles/dashboard.css';

const sections = [
  {
    to: paths.admin.blogs.getHref(),
    title: 'Blogs',
    text: 'Write new posts, update or remove old ones.',
  },
  {
    to: paths.admin.locationPages.getHref(),
    title: 'Location Pages',
    text: 'The pages for each town you serve.',
  },
  {
    to: paths.admin.enquiries.getHref(),
    title: 'Enquiries',
    text: 'Every form sent from the website, and whether its e-mails went out.',
  },
  {
    to: paths.admin.subscribers.getHref(),
    title: 'Subscribers',
    text: 'Newsletter sign-ups with their consent, and a CSV export.',
  },
  {
    to: paths.admin.redirects.getHref(),
    title: 'Redirects',
    text: 'Old addresses that send visitors on to a new page.',
  },
  {
    to: paths.admin.categories.getHref(),
    title: 'Categories',
    text: 'The topics posts are filed under: add, rename, order and delete.',
  },
];

// The next scheduled posts, or failed when the list did not answer.
export type ScheduledPanel = { state: 'ready'; posts: AdminBlog[] } | { state: 'failed' };

function FailedMails({ failed, retrying }: { failed: Dashboard['failedMails']; retrying: Dashboard['retryingMails'] }) {
  const noneFailed = failed.enquiries === 0 && failed.subscribers === 0;
  if (noneFailed && retrying.enquiries === 0 && retrying.subscribers === 0) return <p>None: every mail went out or is on its way.</p>;
  return (
    <>
      <RetryingMails retrying={retrying} />
      {noneFailed ? null : <GivenUpMails failed={failed} />}
    </>
  );
}

function GivenUpMails({ failed }: { failed: Dashboard['failedMails'] }) {
  return (
    <>
      <dl className="dashboard-figures">
        <div>
          <dt>enquiries with a failed mail</dt>
          <dd className={failed.enquiries ? 'dashboard-figures__alert' : undefined}>{failed.enquiries}</dd>
        </div>
        <div>
          <dt>confirmations to subscribers</dt>
          <dd className={failed.subscribers ? 'dashboard-figures__alert' : undefined}>{failed.subscribers}</dd>
        </div>
      </dl>
      <p>
        Open <Link to={paths.admin.enquiries.getHref()}>Enquiries</Link> or <Link to={paths.admin.subscribers.getHref()}>Subscribers</Link> to see why and send
        them again.
      </p>
    </>
  );
}

function ScheduledPosts({ panel }: { panel: ScheduledPanel }) {
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-scheduled">
      <h2 id="dashboard-scheduled">Next scheduled posts</h2>
      {panel.state === 'failed' ? <p>The scheduled posts could not be loaded just now.</p> : null}
      {panel.state === 'ready' && panel.posts.length === 0 ? <p>No posts are scheduled.</p> : null}
      {panel.state === 'ready' && panel.posts.length > 0 ? (
        <ul className="dashboard-list">
          {panel.posts.map((post) => (
            <li key={post.blog_id}>
              <span>{post.title}</span>
              {post.publishAt ? (
                <time dateTime={post.publishAt} className="admin-muted">
                  {formatDateTime(post.publishAt)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={paths.admin.blogs.getHref()}>All posts</Link>
      </p>
    </section>
  );
}

export function AdminHome({ name, email, dashboard, scheduled, privacyRequests = null }: { name: string; email: string; dashboard: Dashboard | null; scheduled: ScheduledPanel; privacyRequests?: PrivacyRequest[] | 'failed' | null }) {
  return (
    <>
      <div className="admin-page__head">
        <div>
          <p className="eyebrow">Profile</p>
          <h1>Admin Portal</h1>
          <p className="lead">
            Signed in as <strong>{name || email}</strong>
            {name && email ? <> ({email})</> : null}.
          </p>
        </div>
      </div>
      <div className="dashboard">
        {dashboard ? (
          <>
            <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-enquiries">
              <h2 id="dashboard-enquiries">New enquiries per week</h2>
              <EnquiriesChart weeks={dashboard.enquiriesPerWeek} />
            </section>
            <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-response-times">
              <h2 id="dashboard-response-times">Time to first contact</h2>
              <ResponseTimesChart times={dashboard.responseTimes} />
            </section>
            <ReviewStatsPanel reviews={dashboard.reviews} />
            <PushToggle />
            <section className="dashboard-panel" aria-labelledby="dashboard-subscribers">
              <h2 id="dashboard-subscribers">Newsletter subscribers</h2>
              <dl className="dashboard-figures">
                <div>
                  <dt>confirmed</dt>
                  <dd>{dashboard.subscribers.confirmed}</dd>
                </div>
                <div>
                  <dt>waiting for their confirmation</dt>
                  <dd>{dashboard.subscribers.pending}</dd>
                </div>
              </dl>
              <p>
                <Link to={paths.admin.subscribers.getHref()}>See the subscribers</Link>
              </p>
            </section>
            <section className="dashboard-panel" aria-labelledby="dashboard-failed">
              <h2 id="dashboard-failed">Mails that need attention</h2>
              <FailedMails failed={dashboard.failedMails} retrying={dashboard.retryingMails} />
            </section>
            <MailQueuePanel queue={dashboard.mailQueue} />
            <BackupsPanel backups={dashboard.backups} />
            {privacyRequests ? <PrivacyRequestsCard open={privacyRequests} /> : null}
          </>
        ) : null}
        <ScheduledPosts panel={scheduled} />
      </div>
      <ul className="admin-tiles">
        {sections.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="admin-tile">
              <span className="admin-tile__title">{s.title}</span>
              <span className="admin-tile__text">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
