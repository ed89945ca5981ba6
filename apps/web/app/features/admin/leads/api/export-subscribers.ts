import { adminApi } from '../../../../lib/admin-api';
import { type DownloadedFile, downloadedFile } from '../../kit/utils/download-file';
import { type AdminActionReply, downloadReply } from '../../kit/utils/admin-action';

// The server streams the export (every subscriber with the consent record).
export async function exportSubscribers(): Promise<DownloadedFile> {
  return downloadedFile(await adminApi.download('/api/admin/subscribers.csv', { cache: 'no-store' }), 'subscribers.csv');
}

// The subscribers screen's action: its one intent is the export.
export const subscribersAction = (): Promise<AdminActionReply> => downloadReply(exportSubscribers, 'Subscriber list exported.');
