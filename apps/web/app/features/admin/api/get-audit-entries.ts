import { apiPaths, type AuditPage } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';
import { startOfBusinessDay } from '../utils/business-days';

export type AuditFilters = { who: string; action: string; from: string; to: string };

export async function getAuditEntries(page: number, filters: AuditFilters): Promise<AuditPage> {
  const searchParams: Record<string, string | number> = { page };
  if (filters.who) searchParams.who = filters.who;
  if (filters.action) searchParams.action = filters.action;
  // The days are the business's (Toronto), not the server's UTC ones.
  const from = startOfBusinessDay(filters.from);
  const before = startOfBusinessDay(filters.to);
  if (from) searchParams.from = from;
  if (before) searchParams.to = before;
  return api.get(apiUrl(apiPaths.audit), { searchParams, cache: 'no-store' }).json<AuditPage>();
}
