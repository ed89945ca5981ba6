import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const sections = [
  { to: paths.admin.blogs.getHref(), title: 'Blogs', text: 'Write new posts, update or remove old ones.' },
  { to: paths.admin.locationPages.getHref(), title: 'Location Pages', text: 'The pages for each town you serve.' },
  { to: paths.admin.enquiries.getHref(), title: 'Enquiries', text: 'Every form sent from the website, and whether its e-mails went out.' },
  { to: paths.admin.subscribers.getHref(), title: 'Subscribers', text: 'Newsletter sign-ups with their consent, and a CSV export.' },
  { to: paths.admin.categories.getHref(), title: 'Categories', text: 'The topics posts are filed under: add, rename, order and delete.' },
];

export function AdminHome({ name, email }: { name: string; email: string }) {
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
