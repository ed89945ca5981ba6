import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { type DownloadedFile, downloadedFile } from '../../kit/utils/download-file';

// The server streams the export (every subscriber with the consent record).
export async function exportSubscribers(): Promise<DownloadedFile> {
  return downloadedFile(await api.get(apiUrl(apiPaths.adminSubscribersCsv), { cache: 'no-store' }), 'subscribers.csv');
}
