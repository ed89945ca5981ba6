// The response headers of OWASP ASVS 5.0, section 3.4 (Browser Security Mechanism Headers), checked
// on real responses of the gateway. Requests carry `X-Forwarded-Proto: https` as the TLS-terminating
// Kubernetes Ingress sends them (HSTS is only meaningful over TLS), and a foreign `Origin` to see
// whether CORS reflects it.

export type HeaderCheck = {
  id: string;
  title: string;
  checked: number;
  passing: number;
  pass: boolean;
  // Level 3 requirements are reported, not required.
  informational: boolean;
  failures: string[];
};

type Reply = { url: string; status: number; headers: Headers; isDocument: boolean };

const yearSeconds = 31_536_000;
const suitableReferrerPolicies = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const foreignOrigin = 'https://attacker.example';

export function parseCsp(value: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

type Rule = { id: string; title: string; informational?: boolean; documentsOnly?: boolean; test: (reply: Reply) => string | null };

export const asvsRules: Rule[] = [
  {
    id: '3.4.1',
    title: 'Strict-Transport-Security, max-age ≥ 1 year, includeSubDomains',
    test: ({ headers }) => {
      const hsts = headers.get('strict-transport-security');
      if (!hsts) return 'no Strict-Transport-Security';
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      if (maxAge < yearSeconds) return `max-age ${maxAge} < ${yearSeconds}`;
      return /includesubdomains/i.test(hsts) ? null : 'no includeSubDomains';
    },
  },
  {
    id: '3.4.2',
    title: 'CORS Access-Control-Allow-Origin fixed or allow-listed (a foreign Origin is not reflected)',
    test: ({ headers }) => {
      const allowed = headers.get('access-control-allow-origin');
      if (!allowed) return null;
      if (allowed === foreignOrigin) return 'reflects a foreign Origin';
      if (allowed === '*' && headers.get('access-control-allow-credentials') === 'true') return '* with credentials';
      return null;
    },
  },
  {
    id: '3.4.3',
    title: "Content-Security-Policy with object-src 'none', base-uri 'none' and an allow-list, nonces or hashes for scripts",
    test: ({ headers }) => {
      const csp = parseCsp(headers.get('content-security-policy'));
      if (csp.size === 0) return 'no Content-Security-Policy';
      if ((csp.get('object-src') ?? []).join(' ') !== "'none'") return `object-src ${(csp.get('object-src') ?? ['(missing)']).join(' ')}`;
      if ((csp.get('base-uri') ?? []).join(' ') !== "'none'") return `base-uri ${(csp.get('base-uri') ?? ['(missing)']).join(' ')}`;
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      if (scripts.length === 0 || scripts.includes('*')) return 'script-src allows any origin';
      if (scripts.includes("'unsafe-inline'") && !scripts.some((s) => /^'(nonce|sha(256|384|512))-/.test(s))) return "script-src 'unsafe-inline' without nonces or hashes";
      return null;
    },
  },
  {
    id: '3.4.4',
    title: 'X-Content-Type-Options: nosniff',
    test: ({ headers }) => (headers.get('x-content-type-options')?.toLowerCase() === 'nosniff' ? null : `X-Content-Type-Options ${headers.get('x-content-type-options') ?? '(missing)'}`),
  },
  {
    id: '3.4.5',
    title: 'Referrer-Policy that keeps paths and queries from third parties',
    test: ({ headers }) => {
      const policies = (headers.get('referrer-policy') ?? '').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
      const effective = policies.at(-1);
      return effective && suitableReferrerPolicies.has(effective) ? null : `Referrer-Policy ${headers.get('referrer-policy') ?? '(missing)'}`;
    },
  },
  {
    id: '3.4.6',
    title: "CSP frame-ancestors ('none' or 'self')",
    test: ({ headers }) => {
      const ancestors = parseCsp(headers.get('content-security-policy')).get('frame-ancestors');
      return ancestors && ["'none'", "'self'"].includes(ancestors.join(' ')) ? null : `frame-ancestors ${(ancestors ?? ['(missing)']).join(' ')}`;
    },
  },
  {
    id: '3.4.7',
    title: 'CSP names a violation report endpoint (L3)',
    informational: true,
    test: ({ headers }) => {
      const csp = parseCsp(headers.get('content-security-policy'));
      return csp.has('report-uri') || csp.has('report-to') ? null : 'no report-uri / report-to';
    },
  },
  {
    id: '3.4.8',
    title: 'Cross-Origin-Opener-Policy same-origin on documents (L3)',
    informational: true,
    documentsOnly: true,
    test: ({ headers }) =>
      ['same-origin', 'same-origin-allow-popups'].includes(headers.get('cross-origin-opener-policy') ?? '') ? null : `COOP ${headers.get('cross-origin-opener-policy') ?? '(missing)'}`,
  },
];

export async function checkSecurityHeaders(base: string, paths: string[]): Promise<HeaderCheck[]> {
  const replies: Reply[] = [];
  for (const p of paths) {
    const res = await fetch(`${base}${p}`, { redirect: 'manual', headers: { 'X-Forwarded-Proto': 'https', Origin: foreignOrigin, 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    replies.push({ url: p, status: res.status, headers: res.headers, isDocument: (res.headers.get('content-type') ?? '').includes('text/html') });
  }
  return asvsRules.map((rule) => {
    const applicable = replies.filter((r) => !rule.documentsOnly || r.isDocument);
    const failures = applicable.map((r) => ({ r, why: rule.test(r) })).filter((f) => f.why !== null).map((f) => `${f.r.url} (${f.r.status}): ${f.why}`);
    return {
      id: rule.id,
      title: rule.title,
      checked: applicable.length,
      passing: applicable.length - failures.length,
      pass: failures.length === 0 && applicable.length > 0,
      informational: rule.informational ?? false,
      failures,
    };
  });
}
