import type { Fail } from './envelopes';
import type { RevisionComparison } from './history';

// Two people, one post: what the editor loaded carries a version, sent back as `If-Match` (the ETag of
// GET), so a save over a newer version is refused with 409 instead of silently replacing it.
export type Versioned = { version: number };

// The 409 body's `conflict`: who saved the version now stored and when, that version (send it as If-Match
// to save over it on purpose) and, for posts and location pages, the refused text compared with it.
export type StaleSave = { savedBy: string | null; savedAt: string; version: number; comparison: RevisionComparison | null };
export type StaleSaveFail = Fail & { conflict: StaleSave };

// A version as an entity tag: strong, quoted.
export const versionTag = (version: number): string => `"${version}"`;

// The version an If-Match header names; undefined when there is none or it is `*` (any version); null when it is
// not one of ours (a foreign tag, a list). A weak tag of ours is taken too: a proxy that compresses the read (nginx's
// gzip) turns the strong ETag the API sent into a weak one.
export function versionFromTag(header: string | undefined): number | null | undefined {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,15})"$/.exec(value);
  return match ? Number(match[1]) : null;
}
