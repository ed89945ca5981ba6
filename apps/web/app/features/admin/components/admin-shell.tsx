import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminBanner } from './banner';

const navItems = [
  { to: paths.admin.root.getHref(), label: 'Overview', end: true },
  { to: paths.admin.blogs.getHref(), label: 'Blogs', end: false },
  { to: paths.admin.locationPages.getHref(), label: 'Location Pages', end: false },
  { to: paths.admin.enquiries.getHref(), label: 'Enquiries', end: false },
  { to: paths.admin.subscribers.getHref(), label: 'Subscribers', end: false },
  { to: paths.admin.redirects.getHref(), label: 'Redirects', end: false },
  { to: paths.admin.settings.getHref(), label: 'Settings', end: false },
  { to: paths.admin.categories.getHref(), label: 'Categories', end: false },
  { to: paths.admin.security.getHref(), label: 'Security', end: false },
  { to: paths.admin.audit.getHref(), label: 'Audit log', end: false },
];

type AdminShellProps = { userName: string | null; logo: ReactNode; onLogout: () => void; loggingOut: boolean; children: ReactNode };

// The frame of every admin screen: who is signed in, the sections, the way back to the site, Logout.
export function AdminShell({ userName, logo, onLogout, loggingOut, children }: AdminShellProps) {
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-top">
        <div className="admin-top__inner">
          <Link to={paths.admin.root.getHref()} className="admin-brand">
            {logo}
            <span>Admin Portal</span>
          </Link>
          <nav aria-label="Admin sections" className="admin-nav">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-top__user">
            <a href={paths.home.getHref()} className="admin-top__site" target="_blank" rel="noopener">
              View website<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {userName ? <span className="admin-top__name">{userName}</span> : null}
            <button type="button" className="btn btn--light btn--sm" onClick={onLogout} disabled={loggingOut}>
              {loggingOut ? 'Signing out...' : 'Logout'}
            </button>
          </div>
        </div>
      </header>
      <AdminBanner />
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}
