import type { ScheduleDay } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getSchedule(from: string, days: number): Promise<ScheduleDay[]> {
  const reply = await adminApi.get('/api/admin/schedule', { searchParams: { from, days }, cache: 'no-cache' });
  return reply.data;
}
