import { type EnquiryFilters } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { type DownloadedFile, downloadedFile } from '../../kit/utils/download-file';
import { enquirySearchParams } from './get-enquiries';

// The server streams the enquiries the list's filters select; ky adds the bearer token, so no signed link is needed.
export async function exportEnquiries(filters: EnquiryFilters): Promise<DownloadedFile> {
  const response = await adminApi.download('/api/admin/enquiries.csv', {
    searchParams: enquirySearchParams(filters),
    cache: 'no-store',
  });
  return downloadedFile(response, 'enquiries.csv');
}
