import { sessionPaths } from '@hvac/contracts';
import { AuthUnavailableError } from './access-token.strategy';
import type { SessionAuthority } from './session-cache';

// For services other than auth-api: when the session cache cannot vouch for a token, the token itself is shown to
// auth-api's session check, next to the key set it publishes. auth-api alone reads and writes the sessions table
// (its own schema stays its own), records the use and refreshes the cache, so the next requests are answered here.
export function remoteSessionAuthority(jwksUrl: string): SessionAuthority {
  const checkUrl = new URL(sessionPaths.check, jwksUrl);
  return {
    check: async ({ token }) => {
      let status: number;
      try {
        const reply = await fetch(checkUrl, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });
        await reply.body?.cancel();
        status = reply.status;
      } catch (error) {
        throw new AuthUnavailableError(`session check unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (status === 204) return 'active';
      // auth-api verified the token and refused its session (revoked, idle, expired or never known).
      if (status === 401) return 'revoked';
      throw new AuthUnavailableError(`session check answered ${status}`);
    },
  };
}
