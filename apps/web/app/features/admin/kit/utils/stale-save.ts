import { type StaleSave, type StaleSaveFail, versionTag } from '@hvac/contracts';
import { HTTPError } from 'ky';

// The If-Match header of a save edited from `version` (none for a new item).
export const ifMatch = (version: number | null | undefined): Record<string, string> => (version == null ? {} : { 'If-Match': versionTag(version) });

// The conflict of a save refused because someone saved a newer version meanwhile (409 with `conflict`), else null.
export async function staleSaveOf(error: unknown): Promise<StaleSave | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as Partial<StaleSaveFail> | null;
  return body?.conflict ?? null;
}
