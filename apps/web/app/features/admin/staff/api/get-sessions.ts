import { sessionPaths, type SessionSummary } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export function getSessions(): Promise<SessionSummary[]> {
  return api.get(apiUrl(sessionPaths.sessions), { cache: 'no-store' }).json<SessionSummary[]>();
}
