import type { ReviewRequestStatus } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getReviewRequest(enquiryId: number): Promise<ReviewRequestStatus> {
  return (await adminApi.get('/api/admin/enquiries/{id}/review-request', { path: { id: enquiryId }, cache: 'no-store' })).data;
}

export async function skipReviewRequest(enquiryId: number): Promise<ReviewRequestStatus> {
  return (await adminApi.post('/api/admin/enquiries/{id}/review-request/skip', { path: { id: enquiryId } })).data;
}

// Records the first contact with the customer (response times) without changing the status.
export async function markContacted(enquiryId: number): Promise<void> {
  await adminApi.post('/api/admin/enquiries/{id}/contacted', { path: { id: enquiryId } });
}
