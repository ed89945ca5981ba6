import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType, useRouteError } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAnalyticsBeacon } from '../features/analytics/beacon/use-analytics-beacon';
import { ErrorContent } from '../features/errors/components/error-screens';
import { classifyError } from '../features/errors/utils/classify-error';
import { Footer } from '../features/layout/components/footer';
import { NewsletterForm } from '../features/forms/components/newsletter-form';
import { Header, StickyCall, TopBar } from '../features/layout/components/header';
import { hvacBusinessJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { useSiteUrl } from '../features/seo/use-site-url';
import { siteSettingsFromMatches, useSiteSettings, type SiteSettingsData } from '../lib/site-settings';
import { loadSiteSettings } from '../lib/site-settings.server';
import type { Route } from './+types/public-layout';

// Public pages are complete as server HTML, so their JavaScript waits for idle time or the first interaction.
export const handle = { deferHydration: true };

// The public site's manifest; the admin links its own (/admin.webmanifest), so each installs as itself.
export const links: Route.LinksFunction = () => [{ rel: 'manifest', href: paths.siteManifest.getHref() }];

// The owner's site settings, for the header, footer, structured data and every page below.
export async function loader(): Promise<SiteSettingsData> {
  return { siteSettings: await loadSiteSettings() };
}

function Shell({ children }: { children: React.ReactNode }) {
  const siteUrl = useSiteUrl();
  const settings = useSiteSettings();
  return (
    <div className="has-sticky-call">
      <a className="skip-link" href="#main">Skip to content</a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={<NewsletterForm />} />
      <StickyCall />
      <JsonLd data={hvacBusinessJsonLd(siteUrl, settings)} />
    </div>
  );
}

// A new page starts at its top (or its #anchor); back and forward are left to the browser, which
// restores the position itself without storing anything (React Router's ScrollRestoration would).
function useScrollToTop(pathname: string) {
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP' && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, type]);
}

export default function PublicLayout() {
  useAnalyticsBeacon();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useScrollToTop(pathname);
  // Opening an article on client-side navigation shows a large spinner until its data arrives.
  const loadingPost = navigation.state === 'loading' && navigation.location.pathname.startsWith('/blog/') && navigation.location.pathname !== pathname;
  return <Shell>{loadingPost ? <PageSpinner label="Loading the article..." /> : <Outlet />}</Shell>;
}

// Errors of public pages keep the header and footer, so the visitor can always move on.
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Shell>
      <ErrorContent error={error} />
    </Shell>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const kind = classifyError(error).kind;
  const { businessName } = siteSettingsFromMatches(matches);
  const title = kind === 'not-found' ? `Page Not Found | ${businessName}` : `Something went wrong | ${businessName}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
