import { adminApi } from '../../../../lib/admin-api';

// Deletes the enquiry with its status history and notes.
export async function deleteEnquiry(id: number): Promise<void> {
  await adminApi.delete('/api/admin/enquiries/{id}', { path: { id } });
}
