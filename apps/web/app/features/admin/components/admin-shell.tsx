import type { StaffRole } from '@hvac/contracts';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { adminSectionsFor } from '../utils/admin-sections';
import { AdminBanner } from './banner';

type AdminShellProps = {
  userName: string | null;
  role: StaffRole | null | undefined;
  logo: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
};

// The frame of every admin screen: who is signed in, the sections their role may use, the way back to the site, Logout.
export function AdminShell({ userName, role, logo, onLogout, loggingOut, children }: AdminShellProps) {
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
              {adminSectionsFor(role).map((item) => (
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
