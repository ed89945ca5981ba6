import { data } from 'react-router';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { getPreview } from '../features/blog/api/get-preview.server';
import { blogPostMeta, BlogPostPage, blogPostView } from './views/blog-post-page';
import { getLocationPages } from '../features/location/api/get-location-pages.server';
import { locationPageMeta, LocationPageView, otherAreasThan } from './views/location-page-view';
import { buildMeta, pageTitle, siteFromMatches } from '../features/seo/meta';
import type { Route } from './+types/preview';

// A preview link: a draft or scheduled post or location page exactly as its public page will show it,
// for anyone holding the link. Personal and not for search engines: the gateway never caches /preview/.
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function headers() {
  return privateHeaders;
}

export async function loader({ params }: Route.LoaderArgs) {
  const preview = await getPreview(params.token);
  if (!preview.ok) {
    const gone = preview.status === 404;
    throw data({ message: gone ? 'This preview link has expired or was revoked.' : 'The preview is temporarily unavailable.' }, { status: gone ? 404 : 503, headers: privateHeaders });
  }
  if (preview.value.kind === 'location-page') {
    const all = await getLocationPages();
    const page = preview.value.item;
    return data({ kind: 'location-page' as const, page, otherAreas: otherAreasThan(page, all.ok ? all.value : []) }, { headers: privateHeaders });
  }
  const newest = await getBlogSummaries(4);
  return data({ kind: 'blog' as const, view: blogPostView(preview.value.item, newest.ok ? newest.value : []) }, { headers: privateHeaders });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Preview', siteFromMatches(matches).siteName) }, { name: 'robots', content: 'noindex, nofollow' }];
  const page = loaderData.kind === 'blog' ? blogPostMeta(loaderData.view) : locationPageMeta(loaderData.page);
  return buildMeta({ ...page, title: `Preview: ${page.title}`, ...siteFromMatches(matches), noindex: true });
}

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="preview-banner" role="note">
        Preview: this is how the page will look once it is published. It is not on the website yet.
      </p>
      {loaderData.kind === 'blog' ? <BlogPostPage {...loaderData.view} /> : <LocationPageView page={loaderData.page} otherAreas={loaderData.otherAreas} />}
    </>
  );
}
