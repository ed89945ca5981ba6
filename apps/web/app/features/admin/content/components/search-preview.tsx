import { recommendedMeta } from '../utils/blog-draft';
import { htmlToText } from '../../../../lib/html-text';

type SearchPreviewProps = { title: string; path: string; description: string; fallbackDescription: string };

// Cuts where a search result usually stops showing text, marking the cut as search engines do.
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// Roughly how a search engine lists the page: title, address as a breadcrumb and description. An
// empty description falls back to the page's opening text, as search engines tend to do.
export function SearchPreview({ title, path, description, fallbackDescription }: SearchPreviewProps) {
  // The admin runs only in the browser, on the site's own address.
  const host = window.location.host;
  const crumbs = [host, ...path.split('/').filter(Boolean).map(decodeURIComponent)].filter(Boolean).join(' › ');
  const text = description.trim() || htmlToText(fallbackDescription);
  return (
    <figure className="admin-search-preview" aria-label="Search result preview">
      <figcaption className="admin-muted">Search result preview</figcaption>
      <div className="admin-search-preview__url">{crumbs}</div>
      <div className="admin-search-preview__title">{clip(title.trim() || 'Untitled', recommendedMeta.title)}</div>
      <p className="admin-search-preview__description">{text ? clip(text, recommendedMeta.description) : 'No description yet.'}</p>
    </figure>
  );
}
