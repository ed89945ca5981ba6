import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export type CsvFile = { name: string; blob: Blob };

// The server builds the export (every subscriber with the consent record); the name comes from its header.
export async function exportSubscribers(): Promise<CsvFile> {
  const response = await api.get(apiUrl(apiPaths.adminSubscribersCsv), { cache: 'no-store' });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'subscribers.csv';
  return { name, blob: await response.blob() };
}
