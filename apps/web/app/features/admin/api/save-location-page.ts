import { apiPaths, type LocationPage, type LocationPageInput, type PublicationInput, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Creates a location page, or replaces page `id`. Resolves to the server's message.
export async function saveLocationPage(input: LocationPageInput & PublicationInput, id: number | null): Promise<string> {
  const request =
    id === null ? api.post(apiUrl(apiPaths.createLocationPage), { json: input }) : api.put(apiUrl(apiPaths.locationPage(id)), { json: input });
  const reply = await request.json<SuccessData<LocationPage>>();
  return reply.message ?? 'Location page saved.';
}
