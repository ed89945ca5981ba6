// The gateway keeps, for each cached content-api route, only the query parameters the route reads. Its lists
// must match the routes' query parameters as content-api's OpenAPI document (generated from the controllers and
// their query DTOs, and checked against them by content-api's own tests) describes them: a parameter missing
// here is silently dropped before the service sees it, an extra one splits the cache.
import fs from 'node:fs';
import path from 'node:path';

const template = fs.readFileSync(path.join(__dirname, '../gateway/templates/default.conf.template'), 'utf8');
type Operation = { parameters?: { in: string; name: string }[]; security?: unknown[] };
const openapi = JSON.parse(fs.readFileSync(path.join(__dirname, '../../apps/content-api/openapi.json'), 'utf8')) as { paths: Record<string, { get?: Operation }> };

// map $arg_limit $query_limit { "" ""; default "&limit=$arg_limit"; }: which parameter each $query_ variable keeps.
const parameterOf = new Map([...template.matchAll(/^map \$arg_\w+ \$(query_\w+) \{ "" ""; default "&([\w-]+)=\$arg_\w+"; \}$/gm)].map((m) => [m[1], m[2]]));

// The entries of the $cached_route_query map, in order ("~*^(GET|HEAD) /blogs/?$" "$query_limit$query_offset").
const mapBody = /^map "\$request_method \$uri" \$cached_route_query \{\n([\s\S]*?)\n\}/m.exec(template)?.[1] ?? '';
const entries = [...mapBody.matchAll(/^\s*"(~\*?)([^"]+)"\s+"([^"]*)";/gm)].map(([, flag, pattern, value]) => ({
  pattern: new RegExp(pattern as string, flag === '~*' ? 'i' : ''),
  parameters: [...(value as string).matchAll(/\$(query_\w+)/g)].map(([, name]) => parameterOf.get(name as string) ?? `unknown $${name}`),
}));

// The content-api location whose GETs are cached with the canonical query.
const cachedLocation = /location ~\* (\S+) \{\n\s*set \$args \$canonical_query;\n(?:.*\n)*?\s*proxy_pass http:\/\/limiter;/.exec(template);

// Public GET routes of content-api with their query parameters, an address for each ({slug} -> x).
const publicReads = Object.entries(openapi.paths)
  .filter(([, item]) => item.get && !item.get.security?.length)
  .map(([route, item]) => ({
    route,
    address: route.replace(/\{\w+\}/g, 'x'),
    query: (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  }));

describe("the gateway's per-route query lists", () => {
  it('parses the lists it checks', () => {
    expect(cachedLocation).not.toBeNull();
    expect(parameterOf.size).toBeGreaterThan(3);
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.flatMap((e) => e.parameters).filter((p) => p.startsWith('unknown'))).toEqual([]);
  });

  const cachedLocationPattern = new RegExp(cachedLocation?.[1] ?? '$^', 'i');
  const cached = publicReads.filter((read) => cachedLocationPattern.test(read.address));

  it('covers the public reads of content-api', () => {
    expect(cached.map((read) => read.route)).toEqual(expect.arrayContaining(['/blogs', '/blogs/count', '/api/categories', '/sitemap.xml']));
  });

  it.each(cached.map((read) => [read.route, read] as const))('keeps exactly the query parameters %s reads', (_route, read) => {
    const entry = entries.find((e) => e.pattern.test(`GET ${read.address}`));
    expect([...(entry?.parameters ?? [])].sort()).toEqual([...read.query].sort());
  });
});
