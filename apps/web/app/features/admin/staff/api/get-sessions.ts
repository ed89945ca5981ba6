import type { SessionSummary } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export function getSessions(): Promise<SessionSummary[]> {
  return adminApi.get('/api/users/sessions', { cache: 'no-store' });
}
