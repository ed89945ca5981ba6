import { apiPaths, type LocationPage, type LocationPageInput, type PublicationInput, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { ifMatch } from '../../kit/utils/stale-save';

// Creates a location page, or replaces page `id` edited from `version` (a newer one stored: 409). Resolves to the server's message.
export async function saveLocationPage(input: LocationPageInput & PublicationInput, id: number | null, version: number | null = null): Promise<string> {
  const request =
    id === null
      ? api.post(apiUrl(apiPaths.createLocationPage), { json: input })
      : api.put(apiUrl(apiPaths.locationPage(id)), { json: input, headers: ifMatch(version) });
  const reply = await request.json<SuccessData<LocationPage>>();
  return reply.message ?? 'Location page saved.';
}
