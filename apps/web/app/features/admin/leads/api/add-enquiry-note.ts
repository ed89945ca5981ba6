import type { AddEnquiryNoteRequest, EnquiryNote } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function addEnquiryNote(id: number, body: string): Promise<EnquiryNote> {
  const request: AddEnquiryNoteRequest = { body };
  const reply = await adminApi.post('/api/admin/enquiries/{id}/notes', { path: { id }, json: request });
  return reply.data;
}
