import { bookingPaths, type OpenDay, type SuccessData } from '@hvac/contracts';
import { getFromContentApi } from '../../../lib/content-api.server';

// The open arrival windows for the booking form; none (the form still sends a wish) when the API fails.
export async function getOpenWindows(): Promise<OpenDay[]> {
  const reply = await getFromContentApi<SuccessData<OpenDay[]>>(bookingPaths.openWindows);
  return reply.ok ? reply.value.data : [];
}
