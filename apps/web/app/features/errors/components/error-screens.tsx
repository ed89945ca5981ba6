import { Link } from 'react-router';
import { telHref } from '@hvac/contracts';
import { paths } from '../../../config/paths';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { PhoneIcon, ReloadIcon } from '../../../components/ui/icons';
import { useSiteSettings } from '../../../lib/site-settings';
import { classifyError } from '../utils/classify-error';

export function NotFoundScreen() {
  const { phones } = useSiteSettings();
  return (
    <section className="error-screen container" aria-labelledby="nf-title">
      <p className="error-screen__code">404</p>
      <h1 id="nf-title">Requested Page Could Not Be Found</h1>
      <p>The page may have moved, or the address has a typo. These will get you where you need to go:</p>
      <div className="btn-row">
        <ButtonLink to={paths.home.getHref()} variant="navy">Home</ButtonLink>
        <ButtonLink to={paths.services.getHref()} variant="outline">Our services</ButtonLink>
        <ButtonLink to={paths.contact.getHref()} variant="primary">Contact us</ButtonLink>
      </div>
      <p style={{ marginTop: 24 }}>
        Need help right now? Call <a href={telHref(phones.emergency)}>{phones.emergency}</a>, answered 24/7.
      </p>
    </section>
  );
}

function reload() {
  window.location.reload();
}

export function ChunkErrorScreen({ reason }: { reason: string }) {
  return (
    <section className="error-screen container" role="alert">
      <h1>This part of the page failed to load</h1>
      <p>Loading a piece of the site failed, usually after an update or a dropped connection. Reloading the page fixes it.</p>
      <pre>Reason: {reason}</pre>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" onClick={reload}>
          <ReloadIcon /> Reload the page
        </button>
      </div>
    </section>
  );
}

export function UnavailableScreen({ message }: { message: string }) {
  const { phones } = useSiteSettings();
  return (
    <section className="error-screen container">
      <h1>We couldn't load this page</h1>
      <p>{message}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--navy" onClick={reload}>
          <ReloadIcon /> Try again
        </button>
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> Call {phones.emergency}
        </ButtonAnchor>
      </div>
    </section>
  );
}

export function UnexpectedErrorScreen({ message }: { message: string }) {
  const { phones } = useSiteSettings();
  return (
    <section className="error-screen container" role="alert">
      <h1>Unexpected Application Error</h1>
      <pre>{message}</pre>
      <p>
        Please reload the page or go back to the <Link to={paths.home.getHref()}>home page</Link>. If you need us urgently, call{' '}
        <a href={telHref(phones.emergency)}>{phones.emergency}</a>.
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--navy" onClick={reload}>
          <ReloadIcon /> Reload
        </button>
      </div>
    </section>
  );
}

export function ErrorContent({ error }: { error: unknown }) {
  const kind = classifyError(error);
  switch (kind.kind) {
    case 'not-found':
      return <NotFoundScreen />;
    case 'unavailable':
      return <UnavailableScreen message={kind.message} />;
    case 'chunk':
      return <ChunkErrorScreen reason={kind.reason} />;
    case 'unexpected':
      return <UnexpectedErrorScreen message={kind.message} />;
  }
}
