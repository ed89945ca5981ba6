import { type AddEnquiryNoteRequest, type EnquiryNote, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function addEnquiryNote(id: number, body: string): Promise<EnquiryNote> {
  const request: AddEnquiryNoteRequest = { body };
  const reply = await adminApi.response.post('/api/admin/enquiries/{id}/notes', { path: { id }, json: request }).json<SuccessData<EnquiryNote>>();
  return reply.data;
}
