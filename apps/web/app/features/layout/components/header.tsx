import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { telHref } from '@hvac/contracts';
import { services } from '@hvac/site';
import { paths } from '../../../config/paths';
import { ButtonAnchor } from '../../../components/ui/button';
import { ChevronDownIcon, ClockIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '../../../components/ui/icons';
import { serviceArt } from '../../../lib/service-art';
import { formatOpeningHours, useSiteSettings } from '../../../lib/site-settings';
import { useMenuStore } from '../stores/menu-store';
import { Logo } from './logo';

const desktopQuery = '(min-width: 992px)';

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(desktopQuery).matches;
}

export function TopBar() {
  const { phones, openingHours, email } = useSiteSettings();
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <span className="topbar__item">
          <PhoneIcon />
          <span>
            24/7 Emergency: <a href={telHref(phones.emergency)}>{phones.emergency}</a>
          </span>
        </span>
        <span className="topbar__item topbar__hours">
          <ClockIcon /> Office {formatOpeningHours(openingHours)}
        </span>
        <span className="topbar__item topbar__hours">
          <MailIcon /> <a href={`mailto:${email}`}>{email}</a>
        </span>
      </div>
    </div>
  );
}

export function Header() {
  const { mobileOpen, servicesOpen, setMobileOpen, setServicesOpen, closeAll } = useMenuStore();
  const servicesItem = useRef<HTMLLIElement>(null);
  const servicesLink = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const { phones } = useSiteSettings();

  // A navigation closes every menu.
  useEffect(() => {
    closeAll();
  }, [location.pathname, closeAll]);

  // Outside click and Escape close the dropdown / mobile menu.
  useEffect(() => {
    if (!servicesOpen && !mobileOpen) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (servicesOpen && isDesktop() && !servicesItem.current?.contains(target)) setServicesOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (servicesOpen) {
        setServicesOpen(false);
        servicesLink.current?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen, mobileOpen, setServicesOpen, setMobileOpen]);

  // On a phone the first tap on Services opens its submenu; the second follows the link.
  const onServicesClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isDesktop() && !servicesOpen) {
      e.preventDefault();
      setServicesOpen(true);
    }
  };

  const onServicesKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      // The dropdown must be shown before its first link can take focus.
      flushSync(() => setServicesOpen(true));
      servicesItem.current?.querySelector<HTMLAnchorElement>('.dropdown a')?.focus();
    }
  };

  // Leaving the whole Services item with the keyboard closes its dropdown.
  const onServicesBlur = (e: React.FocusEvent<HTMLLIElement>) => {
    if (isDesktop() && !e.currentTarget.contains(e.relatedTarget as Node | null)) setServicesOpen(false);
  };

  return (
    <header className="header">
      <div className="container header__inner">
        <Logo />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="site-nav"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="site-nav" className="nav" aria-label="Main" data-open={mobileOpen}>
          <ul className="nav__list">
            <li className="nav__item">
              <NavLink className="nav__link" to={paths.about.getHref()}>About</NavLink>
            </li>
            <li
              className="nav__item"
              ref={servicesItem}
              data-open={servicesOpen}
              onMouseEnter={() => isDesktop() && setServicesOpen(true)}
              onMouseLeave={() => isDesktop() && setServicesOpen(false)}
              onBlur={onServicesBlur}
            >
              <NavLink
                ref={servicesLink}
                className="nav__link"
                to={paths.services.getHref()}
                end
                aria-expanded={servicesOpen}
                aria-controls="services-menu"
                onClick={onServicesClick}
                onFocus={() => isDesktop() && setServicesOpen(true)}
                onKeyDown={onServicesKeyDown}
              >
                Services
                <ChevronDownIcon />
              </NavLink>
              <ul className="dropdown" id="services-menu">
                {services.map((s) => (
                  <li key={s.slug}>
                    <NavLink to={paths.service.getHref(s.slug)} onClick={() => closeAll()}>
                      <img src={serviceArt[s.slug]} alt="" width={36} height={36} loading="lazy" decoding="async" />
                      {s.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li className="nav__item">
              <NavLink className="nav__link" to={paths.blog.getHref()}>Blogs</NavLink>
            </li>
            <li className="nav__item">
              <NavLink className="nav__link" to={paths.contact.getHref()}>Contact</NavLink>
            </li>
            <li className="nav__cta">
              <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
                <PhoneIcon />
                <span>{phones.emergency}</span>
              </ButtonAnchor>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function StickyCall() {
  const { phones } = useSiteSettings();
  return (
    <ButtonAnchor href={telHref(phones.emergency)} variant="primary" className="sticky-call">
      <PhoneIcon />
      <span>Call 24/7 · {phones.emergency}</span>
    </ButtonAnchor>
  );
}
