import { apiPaths, type EnquiryNote, type EnquiryStatusChange, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export type EnquiryActivity = {
  statusChanges: EnquiryStatusChange[];
  notes: EnquiryNote[];
};

// The status history and the internal notes of one enquiry, oldest first.
export async function getEnquiryActivity(id: number): Promise<EnquiryActivity> {
  const [statusChanges, notes] = await Promise.all([
    api
      .get(apiUrl(apiPaths.adminEnquiryStatusChanges(id)), {
        cache: 'no-store',
      })
      .json<SuccessData<EnquiryStatusChange[]>>(),
    api.get(apiUrl(apiPaths.adminEnquiryNotes(id)), { cache: 'no-store' }).json<SuccessData<EnquiryNote[]>>(),
  ]);
  return { statusChanges: statusChanges.data, notes: notes.data };
}
