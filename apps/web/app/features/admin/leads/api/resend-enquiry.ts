import { apiPaths, type Enquiry, type EnquiryMail, type ResendEnquiryRequest, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Queues one mail of an enquiry again; resolves to the server's message.
export async function resendEnquiry(id: number, mail: EnquiryMail): Promise<string> {
  const body: ResendEnquiryRequest = { mail };
  const reply = await api.post(apiUrl(apiPaths.adminEnquiryResend(id)), { json: body }).json<SuccessData<Enquiry>>();
  return reply.message ?? 'Mail queued for sending.';
}
