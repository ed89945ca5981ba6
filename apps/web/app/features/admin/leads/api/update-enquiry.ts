import { type Enquiry, type SuccessData, type UpdateEnquiryRequest } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Changes the status (recorded with the signed-in user) and/or the assignee.
export async function updateEnquiry(id: number, change: UpdateEnquiryRequest): Promise<Enquiry> {
  const reply = await adminApi.response.patch('/api/admin/enquiries/{id}', { path: { id }, json: change }).json<SuccessData<Enquiry>>();
  return reply.data;
}
