import { apiPaths, type FormReply, type NewsletterForm } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function sendNewsletter(form: NewsletterForm): Promise<FormReply> {
  return api.post(apiUrl(apiPaths.newsletter), { json: form }).json<FormReply>();
}
