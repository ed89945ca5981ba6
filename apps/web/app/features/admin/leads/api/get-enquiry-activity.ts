import type { EnquiryNote, EnquiryStatusChange } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export type EnquiryActivity = {
  statusChanges: EnquiryStatusChange[];
  notes: EnquiryNote[];
};

// The status history and the internal notes of one enquiry, oldest first.
export async function getEnquiryActivity(id: number): Promise<EnquiryActivity> {
  const [statusChanges, notes] = await Promise.all([
    adminApi.get('/api/admin/enquiries/{id}/status-changes', { path: { id }, cache: 'no-store' }),
    adminApi.get('/api/admin/enquiries/{id}/notes', { path: { id }, cache: 'no-store' }),
  ]);
  return { statusChanges: statusChanges.data, notes: notes.data };
}
