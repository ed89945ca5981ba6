import type { Enquiry, UpdateEnquiryRequest } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Changes the status (recorded with the signed-in user) and/or the assignee.
export async function updateEnquiry(id: number, change: UpdateEnquiryRequest): Promise<Enquiry> {
  const reply = await adminApi.patch('/api/admin/enquiries/{id}', { path: { id }, json: change });
  return reply.data;
}
