import { adminBookingPaths, type ScheduleDay, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getSchedule(from: string, days: number): Promise<ScheduleDay[]> {
  const reply = await api.get(apiUrl(adminBookingPaths.schedule), { searchParams: { from, days }, cache: 'no-cache' }).json<SuccessData<ScheduleDay[]>>();
  return reply.data;
}
