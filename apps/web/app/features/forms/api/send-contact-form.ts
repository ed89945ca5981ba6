import { apiPaths, type ContactForm, type FormReply } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function sendContactForm(form: ContactForm): Promise<FormReply> {
  return api.post(apiUrl(apiPaths.contactForm), { json: form }).json<FormReply>();
}
