// The one gateway source must render the same way everywhere: through the nginx image's envsubst
// (compose, Kubernetes) and through the local launcher's renderer, and must load in the image's
// http context next to the image's own nginx.conf.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatewayTemplatePath, gatewayTemplateValues, renderTemplate } from '@hvac/test-harness';

const template = fs.readFileSync(gatewayTemplatePath, 'utf8');
const placeholders = ['GATEWAY_PORT', 'SITE_HOST', 'WEB_UPSTREAM', 'AUTH_API_UPSTREAM', 'CONTENT_API_UPSTREAM', 'ANALYTICS_UPSTREAM', 'MEDIA_ENDPOINT', 'MEDIA_BUCKET'];

const values = gatewayTemplateValues(18080, {
  web: '127.0.0.1:13000',
  authApi: '127.0.0.1:13001',
  contentApi: '127.0.0.1:13002',
  analytics: '127.0.0.1:13012',
  media: { endpoint: 'http://127.0.0.1:19000', bucket: 'media' },
});

// What docker-entrypoint.d/20-envsubst-on-templates.sh does: substitute every variable defined in
// the container's environment, leave everything else (nginx's own $variables) alone.
function imageEnvsubst(env: Record<string, string>): string {
  const defined = Object.keys(env)
    .map((name) => `\${${name}}`)
    .join(' ');
  return execFileSync('envsubst', [defined], { input: template, env, encoding: 'utf8' });
}

describe('gateway template', () => {
  it('has placeholders for addresses only', () => {
    const found = new Set([...template.matchAll(/\$\{?([A-Z][A-Z0-9_]*)\}?/g)].map((m) => m[1]));
    expect([...found].sort()).toEqual([...placeholders].sort());
    // Every nginx variable is lower case, so no container variable (PATH, HOSTNAME…) can hit one.
    expect([...template.matchAll(/\$([A-Za-z_]\w*)/g)].filter((m) => /[A-Z]/.test(m[1] ?? '') && !placeholders.includes(m[1] ?? ''))).toEqual([]);
  });

  it('renders locally exactly as the nginx image renders it', () => {
    const containerEnv = {
      PATH: '/usr/sbin:/usr/bin:/sbin:/bin',
      HOSTNAME: 'gateway-7d9f',
      HOME: '/root',
      NGINX_VERSION: '1.27.5',
      ...(values as Record<string, string>),
    };
    expect(imageEnvsubst(containerEnv)).toBe(renderTemplate(template, values));
  });

  it('loads in the http context of the image’s nginx.conf, with the real-ip.conf Kubernetes’ entrypoint script writes beside it', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-image-'));
    try {
      fs.mkdirSync(path.join(prefix, 'conf.d'));
      fs.mkdirSync(path.join(prefix, 'cache'));
      fs.writeFileSync(path.join(prefix, 'conf.d', 'default.conf'), imageEnvsubst(values as Record<string, string>));
      execFileSync('sh', [path.resolve(__dirname, '../gateway/docker-entrypoint.d/25-gateway-trusted-proxies.sh')], {
        env: { PATH: process.env['PATH'], NGINX_ENVSUBST_OUTPUT_DIR: path.join(prefix, 'conf.d'), GATEWAY_TRUSTED_PROXIES: '10.244.0.0/16, fd00:10:244::/64' },
        stdio: 'ignore',
      });
      expect(fs.readFileSync(path.join(prefix, 'conf.d', 'real-ip.conf'), 'utf8')).toContain('set_real_ip_from fd00:10:244::/64;');
      // The layout of the official image's /etc/nginx/nginx.conf (paths moved into the prefix).
      fs.writeFileSync(
        path.join(prefix, 'nginx.conf'),
        `worker_processes auto;
error_log stderr notice;
pid nginx.pid;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    log_format main '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" "$http_x_forwarded_for"';
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path tmp;
    proxy_temp_path tmp;
    include conf.d/*.conf;
}
`,
      );
      try {
        execFileSync('nginx', ['-t', '-p', `${prefix}/`, '-e', 'stderr', '-c', path.join(prefix, 'nginx.conf')], {
          encoding: 'utf8',
          stdio: ['ignore', 'ignore', 'pipe'],
        });
      } catch (error) {
        throw new Error(`nginx -t refused the rendered configuration:\n${(error as { stderr?: string }).stderr ?? String(error)}`);
      }
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('repeats a server line once per replica and refuses to leave a placeholder empty', () => {
    const rendered = renderTemplate('upstream a {\n    server ${ADDR} max_fails=3;\n}\nlisten ${PORT};', { ADDR: ['10.0.0.1:1', '10.0.0.2:1'], PORT: '80' });
    expect(rendered).toBe('upstream a {\n    server 10.0.0.1:1 max_fails=3;\n    server 10.0.0.2:1 max_fails=3;\n}\nlisten 80;');
    expect(() => renderTemplate('listen ${PORT}; ${OTHER}', { PORT: '80' })).toThrow(/OTHER/);
    expect(() => renderTemplate('server ${ADDR};', { ADDR: [] })).toThrow(/ADDR/);
  });

  it.each([
    [{ web: 'not an address' }, /web upstream/],
    [{ media: { endpoint: 'ftp://store', bucket: 'media' } }, /media endpoint/],
    [{ media: { endpoint: 'http://store:9000', bucket: 'Bad_Bucket' } }, /bucket/],
  ])('names the upstream that is malformed (%j)', (override, message) => {
    const upstreams = { web: '127.0.0.1:1', authApi: '127.0.0.1:2', contentApi: '127.0.0.1:3', media: { endpoint: 'http://127.0.0.1:4', bucket: 'media' }, ...override };
    expect(() => gatewayTemplateValues(8080, upstreams)).toThrow(message);
  });

  it('serves the site host names it is given, and refuses a URL or a port in their place', () => {
    const upstreams = { web: '127.0.0.1:1', authApi: '127.0.0.1:2', contentApi: '127.0.0.1:3', media: { endpoint: 'http://127.0.0.1:4', bucket: 'media' } };
    expect(gatewayTemplateValues(8080, upstreams, ['www.example.com', '[::1]'])['SITE_HOST']).toBe('www.example.com [::1]');
    for (const bad of [['https://www.example.com'], ['www.example.com:8080'], []]) expect(() => gatewayTemplateValues(8080, upstreams, bad)).toThrow(/site host/);
  });
});
