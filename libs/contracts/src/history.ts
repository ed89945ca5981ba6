import type { Blog, LocationPage } from './content';

// Revisions: every save of a post or location page keeps a full snapshot of what was saved.
export type RevisionItemType = 'blog' | 'location-page';
export const revisionItemTypes: readonly RevisionItemType[] = ['blog', 'location-page'];
export const revisionsKeptPerItem = 20;

export type RevisionSummary = {
  revision_id: number;
  created_at: string;
  // The signed-in user's name, else their e-mail, else the token's subject.
  author: string;
  // Labels of the fields this save changed compared with the revision before it ('Created' for the first).
  changes: string[];
};
export type Revision = RevisionSummary & { snapshot: Blog | LocationPage };

// A readable comparison: one entry per changed field or section part, as word-level pieces.
export type DiffPiece = { value: string; change: 'added' | 'removed' | 'same' };
export type FieldDiff = { field: string; label: string; pieces: DiffPiece[] };
export type RevisionComparison = { from: RevisionSummary; to: RevisionSummary; fields: FieldDiff[] };

// Redirects: an address on this site answered with 301 to another address on this site.
export type Redirect = { redirect_id: number; source_path: string; target_path: string; created_at: string; updated_at: string };
export type RedirectInput = { source_path: string; target_path: string };
export const redirectPathMaxLength = 400;

export type SitePathResult = { ok: true; path: string } | { ok: false; message: string };

// One rule for the admin form and the API: an absolute path on this site, normalised (dot segments
// resolved, percent-encoding made canonical, no trailing slash), with no scheme, host, query or fragment.
export function normaliseSitePath(raw: string, field: string): SitePathResult {
  const value = raw.trim();
  if (!value) return { ok: false, message: `${field} is required` };
  if (value.length > redirectPathMaxLength) return { ok: false, message: `${field} must be at most ${redirectPathMaxLength} characters` };
  if (!value.startsWith('/')) return { ok: false, message: `${field} must be a path on this site starting with "/" (no scheme or host)` };
  if (value.startsWith('//') || value.includes('\\')) return { ok: false, message: `${field} must not start with "//" or contain "\\" (that would leave this site)` };
  const hasControlCharacter = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (/[\s?#]/.test(value) || hasControlCharacter) return { ok: false, message: `${field} must be a plain path without spaces, query string or fragment` };
  if (/\/\//.test(value)) return { ok: false, message: `${field} must not contain "//"` };
  const origin = 'http://site.invalid';
  const url = new URL(value, origin);
  if (url.origin !== origin) return { ok: false, message: `${field} must stay on this site` };
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (path.length > redirectPathMaxLength) return { ok: false, message: `${field} must be at most ${redirectPathMaxLength} characters` };
  return { ok: true, path };
}

// Where a deleted item's address goes unless the owner picks another.
export const deletedItemRedirectDefaults: Record<RevisionItemType, string> = { blog: '/blog', 'location-page': '/service-areas' };
