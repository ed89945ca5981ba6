import { type AddEnquiryNoteRequest, apiPaths, type EnquiryNote, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function addEnquiryNote(id: number, body: string): Promise<EnquiryNote> {
  const request: AddEnquiryNoteRequest = { body };
  const reply = await api.post(apiUrl(apiPaths.adminEnquiryNotes(id)), { json: request }).json<SuccessData<EnquiryNote>>();
  return reply.data;
}
