import type { Enquiry, EnquiryFilters, Page } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Only the filters that are set go on the address.
export function enquirySearchParams(filters: EnquiryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  return params;
}

export async function getEnquiries(limit: number, offset: number, filters: EnquiryFilters): Promise<Page<Enquiry>> {
  const searchParams = enquirySearchParams(filters);
  searchParams.set('limit', String(limit));
  searchParams.set('offset', String(offset));
  const reply = await adminApi.get('/api/admin/enquiries', { searchParams, cache: 'no-store' });
  return reply.data;
}
