import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

// The line under a form that says what happens to what is sent, with the way to the privacy page.
export function PrivacyNote({ children }: { children: ReactNode }) {
  return (
    <p className="form__privacy">
      {children} <Link to={paths.privacy.getHref()}>How we handle your details</Link>
    </p>
  );
}
