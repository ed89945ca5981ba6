import { type EnquiryNote, type EnquiryStatusChange, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export type EnquiryActivity = {
  statusChanges: EnquiryStatusChange[];
  notes: EnquiryNote[];
};

// The status history and the internal notes of one enquiry, oldest first.
export async function getEnquiryActivity(id: number): Promise<EnquiryActivity> {
  const [statusChanges, notes] = await Promise.all([
    adminApi.response.get('/api/admin/enquiries/{id}/status-changes', { path: { id }, cache: 'no-store' }).json<SuccessData<EnquiryStatusChange[]>>(),
    adminApi.response.get('/api/admin/enquiries/{id}/notes', { path: { id }, cache: 'no-store' }).json<SuccessData<EnquiryNote[]>>(),
  ]);
  return { statusChanges: statusChanges.data, notes: notes.data };
}
