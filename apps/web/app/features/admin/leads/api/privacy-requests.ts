import { type CreatePrivacyRequest, type PrivacyErasure, type PrivacyFindings, type PrivacyRequest, privacyRequestPaths, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { type DownloadedFile, downloadedFile } from '../../kit/utils/download-file';

// The calls of the Privacy requests screen (and the dashboard's open ones).
export async function getPrivacyRequests(openOnly = false): Promise<PrivacyRequest[]> {
  const searchParams = openOnly ? { open: 'true' } : {};
  return (await api.get(apiUrl(privacyRequestPaths.list), { searchParams, cache: 'no-store' }).json<SuccessData<PrivacyRequest[]>>()).data;
}

export async function createPrivacyRequest(request: CreatePrivacyRequest): Promise<PrivacyRequest> {
  return (await api.post(apiUrl(privacyRequestPaths.list), { json: request }).json<SuccessData<PrivacyRequest>>()).data;
}

export async function getPrivacyFindings(id: number): Promise<PrivacyFindings> {
  return (await api.get(apiUrl(privacyRequestPaths.findings(id)), { cache: 'no-store' }).json<SuccessData<PrivacyFindings>>()).data;
}

export async function exportPrivacyData(id: number): Promise<DownloadedFile> {
  return downloadedFile(await api.get(apiUrl(privacyRequestPaths.export(id)), { cache: 'no-store' }), `personal-data-request-${id}.json`);
}

export async function erasePrivacyData(id: number): Promise<PrivacyErasure> {
  return (await api.post(apiUrl(privacyRequestPaths.erase(id))).json<SuccessData<PrivacyErasure>>()).data;
}

export async function answerPrivacyRequest(id: number): Promise<PrivacyRequest> {
  return (await api.post(apiUrl(privacyRequestPaths.answer(id))).json<SuccessData<PrivacyRequest>>()).data;
}
