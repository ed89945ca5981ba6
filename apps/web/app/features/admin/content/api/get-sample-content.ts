import type { SampleContent } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getSampleContent(): Promise<SampleContent> {
  return (await adminApi.get('/api/admin/sample-content', { cache: 'no-cache' })).data;
}
