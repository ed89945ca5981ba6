import type { EnquiryMail } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Queues one mail of an enquiry again; resolves to the server's message.
export async function resendEnquiry(id: number, mail: EnquiryMail): Promise<string> {
  const reply = await adminApi.post('/api/admin/enquiries/{id}/resend', { path: { id }, json: { mail } });
  return reply.message ?? 'Mail queued for sending.';
}
