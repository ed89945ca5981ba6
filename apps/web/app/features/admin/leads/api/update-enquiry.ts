import { apiPaths, type Enquiry, type SuccessData, type UpdateEnquiryRequest } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Changes the status (recorded with the signed-in user) and/or the assignee.
export async function updateEnquiry(id: number, change: UpdateEnquiryRequest): Promise<Enquiry> {
  const reply = await api.patch(apiUrl(apiPaths.adminEnquiry(id)), { json: change }).json<SuccessData<Enquiry>>();
  return reply.data;
}
