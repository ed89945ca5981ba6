import type { LocationPageInput, PublicationInput } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { ifMatch } from '../../kit/utils/stale-save';

// Creates a location page, or replaces page `id` edited from `version` (a newer one stored: 409). Resolves to the server's message.
export async function saveLocationPage(input: LocationPageInput & PublicationInput, id: number | null, version: number | null = null): Promise<string> {
  const reply =
    id === null
      ? await adminApi.post('/api/locationpages/create', { json: input })
      : await adminApi.put('/api/locationpages/{id}', { path: { id }, json: input, headers: ifMatch(version) });
  return reply.message ?? 'Location page saved.';
}
