// Server-only configuration. Read once; a bad value stops the request with a message naming the variable.
export type ServerEnv = { contentApiUrl: string; publicSiteUrl: string };

let cached: ServerEnv | undefined;

function readUrl(name: string, fallback: string | null): string {
  const raw = process.env[name]?.trim() || fallback;
  if (!raw) throw new Error(`${name} is required`);
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

export function getServerEnv(): ServerEnv {
  if (cached) return cached;
  const production = process.env.NODE_ENV === 'production';
  cached = {
    // Local development defaults only; production must configure both.
    contentApiUrl: readUrl('CONTENT_API_URL', production ? null : 'http://127.0.0.1:3002'),
    publicSiteUrl: readUrl('PUBLIC_SITE_URL', production ? null : 'http://localhost:8080'),
  };
  return cached;
}
