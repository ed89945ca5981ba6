import type { AuditPage } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { startOfBusinessDay } from '../../kit/utils/business-days';
import { listSearchParams } from '../../kit/utils/pagination';

export type AuditFilters = { who: string; action: string; from: string; to: string };

export function getAuditEntries(page: number, filters: AuditFilters): Promise<AuditPage> {
  // The days are the business's (Toronto), not the server's UTC ones.
  const searchParams = listSearchParams(
    { page, q: null },
    { who: filters.who, action: filters.action, from: startOfBusinessDay(filters.from) ?? null, to: startOfBusinessDay(filters.to) ?? null },
  );
  return adminApi.get('/api/users/audit', { searchParams, cache: 'no-store' });
}
