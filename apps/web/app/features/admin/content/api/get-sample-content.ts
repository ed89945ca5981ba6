import { apiPaths, type SampleContent, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getSampleContent(): Promise<SampleContent> {
  const reply = await api.get(apiUrl(apiPaths.adminSampleContent), { cache: 'no-cache' }).json<SuccessData<SampleContent>>();
  return reply.data;
}
