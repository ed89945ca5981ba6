import { type CreatePrivacyRequest, type PrivacyErasure, type PrivacyFindings, type PrivacyRequest, privacyRequestTypes } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { type AdminActionReply, adminActionReply, downloadReply, formId, formText } from '../../kit/utils/admin-action';
import { formatDateTime } from '../../kit/utils/display';
import { type DownloadedFile, downloadedFile } from '../../kit/utils/download-file';

// The calls of the Privacy requests screen (and the dashboard's open ones).
export async function getPrivacyRequests(openOnly = false): Promise<PrivacyRequest[]> {
  return (await adminApi.get('/api/admin/privacy-requests', { searchParams: openOnly ? { open: 'true' } : {}, cache: 'no-store' })).data;
}

export async function createPrivacyRequest(request: CreatePrivacyRequest): Promise<PrivacyRequest> {
  return (await adminApi.post('/api/admin/privacy-requests', { json: request })).data;
}

export async function getPrivacyFindings(id: number): Promise<PrivacyFindings> {
  return (await adminApi.get('/api/admin/privacy-requests/{id}/findings', { path: { id }, cache: 'no-store' })).data;
}

export async function exportPrivacyData(id: number): Promise<DownloadedFile> {
  return downloadedFile(await adminApi.download('/api/admin/privacy-requests/{id}/export', { path: { id }, cache: 'no-store' }), `personal-data-request-${id}.json`);
}

export async function erasePrivacyData(id: number): Promise<PrivacyErasure> {
  return (await adminApi.post('/api/admin/privacy-requests/{id}/erase', { path: { id } })).data;
}

export async function answerPrivacyRequest(id: number): Promise<PrivacyRequest> {
  return (await adminApi.post('/api/admin/privacy-requests/{id}/answer', { path: { id } })).data;
}

// The Privacy requests screen's writes: record one, export the data (the browser saves the file), mark it
// answered, erase the data.
export function privacyRequestAction(form: FormData): Promise<AdminActionReply> {
  const id = formId(form);
  switch (formText(form, 'intent')) {
    case 'record': {
      const optional = (name: 'email' | 'phone' | 'note') => (formText(form, name).trim() ? { [name]: formText(form, name) } : {});
      const type = privacyRequestTypes.find((t) => t === form.get('type')) ?? 'find';
      const request = { requesterName: formText(form, 'requesterName'), type, ...optional('email'), ...optional('phone'), ...optional('note') };
      return adminActionReply(async () => {
        const recorded = await createPrivacyRequest(request);
        return `Request #${recorded.id} recorded, due ${formatDateTime(recorded.dueAt)}.`;
      }, 'The request could not be recorded. Please try again.');
    }
    case 'export':
      return downloadReply(() => exportPrivacyData(id), `Request #${id}: the file is downloaded. Send it to the person, then mark the request answered.`);
    case 'answer':
      return adminActionReply(async () => (await answerPrivacyRequest(id), `Request #${id} is marked answered.`), 'The request could not be marked answered.');
    default:
      return adminActionReply(async () => {
        const result = await erasePrivacyData(id);
        const erased = result.erased.map((e) => `${e.rows} from ${e.source}`).join(', ') || 'nothing (no rows held)';
        return `Request #${id}: erased ${erased}. The address is on the suppression list.`;
      }, 'The erasure failed; nothing was erased. Please try again.');
  }
}
