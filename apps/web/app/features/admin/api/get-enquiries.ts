import { apiPaths, type Enquiry, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getEnquiries(limit: number, offset: number): Promise<Page<Enquiry>> {
  const reply = await api
    .get(apiUrl(apiPaths.adminEnquiries), { searchParams: { limit, offset }, cache: 'no-store' })
    .json<SuccessData<Page<Enquiry>>>();
  return reply.data;
}

// Every enquiry, page by page at the API's largest page size, for the CSV export.
export async function getAllEnquiries(): Promise<Enquiry[]> {
  const pageSize = 100;
  const all: Enquiry[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await getEnquiries(pageSize, offset);
    all.push(...page.items);
    if (page.items.length < pageSize || all.length >= page.total) return all;
  }
}
