import type { FastifyRequest } from 'fastify';

export type ClientInfo = { ip: string | null; userAgent: string | null };

// The address the gateway saw (X-Forwarded-For believed only from TRUSTED_PROXIES) and the browser's user agent, capped to the columns.
export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = req.headers['user-agent'];
  return { ip: req.ip.slice(0, 64) || null, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}
