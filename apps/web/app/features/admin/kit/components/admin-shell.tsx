import type { StaffRole } from '@hvac/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useKeyboardViewport } from '../hooks/use-keyboard-viewport';
import { useTableCardLabels } from '../hooks/use-table-card-labels';
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

// The compact menu of narrow screens: one button opens the sections and the account; Escape, a tap outside or
// moving to another screen close it (Escape hands the focus back to the button). Wide screens show it all (CSS).
function useMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, toggle: () => setOpen((o) => !o), button, panel };
}

// The frame of every admin screen: who is signed in, the sections their role may use, the way back to the site, Logout.
export function AdminShell({ userName, role, logo, onLogout, loggingOut, children }: AdminShellProps) {
  const menu = useMenu();
  const panelId = `${useId()}-menu`;
  const frame = useRef<HTMLDivElement>(null);
  useKeyboardViewport();
  useTableCardLabels(frame);
  return (
    <div className="admin" ref={frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-top">
        <div className="admin-top__inner">
          <Link to={paths.admin.root.getHref()} className="admin-brand">
            {logo}
            <span>Admin Portal</span>
          </Link>
          <button ref={menu.button} type="button" className="admin-menu-button" aria-expanded={menu.open} aria-controls={panelId} onClick={menu.toggle}>
            <span className="admin-menu-button__bars" aria-hidden="true" />
            Menu
          </button>
          <div ref={menu.panel} id={panelId} className={menu.open ? 'admin-top__menu admin-top__menu--open' : 'admin-top__menu'}>
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
        </div>
      </header>
      <AdminBanner />
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}
