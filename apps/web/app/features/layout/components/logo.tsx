import { Link } from 'react-router';
import { useSiteSettings } from '../../../lib/site-settings';
import { paths } from '../../../config/paths';

// The wordmark: a flame inside a house outline, the name and the trade line.
export function LogoMark() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b1f3a" />
      <path d="M10 23 24 11l14 12v14a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2Z" fill="none" stroke="#7cc4ea" strokeWidth="3" strokeLinejoin="round" />
      <path d="M24 36c-4.4 0-7-2.9-7-6.3 0-3 2-4.6 3.4-7 .5 2.3 1.9 3.4 3 3.9-.5-2.9 1-5.8 3.4-7.6 0 3.5 4.2 5.6 4.2 10.4 0 3.6-2.7 6.6-7 6.6Z" fill="#f97316" />
    </svg>
  );
}

export function Logo() {
  const { businessName, business } = useSiteSettings();
  return (
    <Link to={paths.home.getHref()} className="logo">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{businessName}</span>
        {business.foundedYear === null ? null : <span className="logo__tag">Since {business.foundedYear}</span>}
      </span>
    </Link>
  );
}
