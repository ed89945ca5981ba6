import { afterVisitPaths, type ReviewRequestStatus, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getReviewRequest(enquiryId: number): Promise<ReviewRequestStatus> {
  return (await api.get(apiUrl(afterVisitPaths.adminReviewRequest(enquiryId)), { cache: 'no-store' }).json<SuccessData<ReviewRequestStatus>>()).data;
}

export async function skipReviewRequest(enquiryId: number): Promise<ReviewRequestStatus> {
  return (await api.post(apiUrl(afterVisitPaths.adminReviewRequestSkip(enquiryId))).json<SuccessData<ReviewRequestStatus>>()).data;
}

// Records the first contact with the customer (response times) without changing the status.
export async function markContacted(enquiryId: number): Promise<void> {
  await api.post(apiUrl(afterVisitPaths.adminEnquiryContacted(enquiryId)));
}
