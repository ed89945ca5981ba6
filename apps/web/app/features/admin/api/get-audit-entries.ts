import { apiPaths, type AuditPage } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export type AuditFilters = { who: string; action: string; from: string; to: string };

export async function getAuditEntries(page: number, filters: AuditFilters): Promise<AuditPage> {
  const searchParams: Record<string, string | number> = { page };
  for (const [name, value] of Object.entries(filters)) if (value) searchParams[name] = value;
  return api.get(apiUrl(apiPaths.audit), { searchParams, cache: 'no-store' }).json<AuditPage>();
}
