// The values a trial run of docker-compose.yml starts with (`npm run containers`, the restore drill):
// .env.example with every change-me value replaced by a random secret, set up for trying the stack as
// its header says (dev profile: plain HTTP, mail into Mailpit), and host ports held by binding until
// the stack starts.
import { type PortReservation, reservePort } from '@hvac/test-harness';
import { secretEnv } from './compose-stack';

export async function trialComposeEnv(): Promise<{ values: Record<string, string>; ports: PortReservation[] }> {
  const values = secretEnv({});
  const [http, mailpit, prometheus, https] = [await reservePort(), await reservePort(), await reservePort(), await reservePort()] as PortReservation[];
  Object.assign(values, {
    // dev: plain HTTP and Mailpit (a command line that names profiles must name dev too: it replaces this).
    COMPOSE_PROFILES: 'dev',
    HTTP_PORT: String(http.port),
    HTTPS_PORT: String(https.port),
    MAILPIT_HOST_PORT: String(mailpit.port),
    PROMETHEUS_HOST_PORT: String(prometheus.port),
    PUBLIC_SITE_URL: `http://localhost:${http.port}`,
    SITE_HOST: 'localhost 127.0.0.1',
    SMTP_URL: 'smtp://mailpit:1025',
  });
  return { values, ports: [http, mailpit, prometheus, https] };
}

// The environment docker-compose runs in: what docker needs of the caller's, nothing that compose could
// read as a variable of docker-compose.yml (compose takes its own environment over the env file, so a
// caller's ADMIN_PASSWORD, say, would otherwise reach the stack while the smoke test signs in with ours),
// then the trial's values.
export function composeProcessEnv(values: Record<string, string>): Record<string, string> {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'DOCKER_HOST', 'DOCKER_CONFIG', 'DOCKER_CERT_PATH', 'DOCKER_TLS_VERIFY', 'DOCKER_CONTEXT'];
  return { ...Object.fromEntries(kept.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : []))), ...values };
}
