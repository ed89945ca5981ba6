import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Deletes the enquiry with its status history and notes.
export async function deleteEnquiry(id: number): Promise<void> {
  await api.delete(apiUrl(apiPaths.adminEnquiry(id)));
}
