import { apiPaths, type Enquiry, type EnquirySpamFilter, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getEnquiries(limit: number, offset: number, spam: EnquirySpamFilter): Promise<Page<Enquiry>> {
  const reply = await api
    .get(apiUrl(apiPaths.adminEnquiries), { searchParams: { limit, offset, spam }, cache: 'no-store' })
    .json<SuccessData<Page<Enquiry>>>();
  return reply.data;
}

// Every enquiry the filter shows, page by page at the API's largest page size, for the CSV export.
export async function getAllEnquiries(spam: EnquirySpamFilter): Promise<Enquiry[]> {
  const pageSize = 100;
  const all: Enquiry[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await getEnquiries(pageSize, offset, spam);
    all.push(...page.items);
    if (page.items.length < pageSize || all.length >= page.total) return all;
  }
}
