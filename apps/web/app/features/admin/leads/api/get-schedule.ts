import { type ScheduleDay, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getSchedule(from: string, days: number): Promise<ScheduleDay[]> {
  const reply = await adminApi.response.get('/api/admin/schedule', { searchParams: { from, days }, cache: 'no-cache' }).json<SuccessData<ScheduleDay[]>>();
  return reply.data;
}
