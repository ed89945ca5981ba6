import { availableParallelism } from 'node:os';
import type { WebServerConfig } from '../config.js';

const production = { NODE_ENV: 'production', CONTENT_API_URL: 'http://content-api:3002', PUBLIC_SITE_URL: 'https://www.example.com' };

// Each case reads a fresh module: the app's server settings are read once per process.
function readWith(env: Record<string, string>): WebServerConfig {
  const saved = process.env;
  process.env = { ...env };
  try {
    let config: WebServerConfig | undefined;
    jest.isolateModules(() => {
      config = (jest.requireActual('../config.js') as typeof import('../config.js')).readConfig();
    });
    return config as WebServerConfig;
  } finally {
    process.env = saved;
  }
}

describe('readConfig', () => {
  it('takes the port, the workers and the URLs from the environment', () => {
    expect(readWith({ ...production, PORT: '8081', WEB_WORKERS: '3' })).toEqual({
      port: 8081,
      workers: 3,
      metricsPort: 9400,
      contentApiUrl: 'http://content-api:3002',
      publicSiteUrl: 'https://www.example.com',
    });
  });

  it('listens on 3000 with one worker per core when nothing else is said', () => {
    expect(readWith(production)).toMatchObject({ port: 3000, workers: availableParallelism(), metricsPort: 9400 });
  });

  it.each([
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535, got "0"'],
    [{ PORT: '3000x' }, 'PORT must be a whole number from 1 to 65535, got "3000x"'],
    [{ WEB_WORKERS: '0' }, 'WEB_WORKERS must be a whole number from 1 to 64, got "0"'],
    [{ WEB_WORKERS: '1.5' }, 'WEB_WORKERS must be a whole number from 1 to 64, got "1.5"'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ CONTENT_API_URL: '' }, 'CONTENT_API_URL is required'],
    [{ PUBLIC_SITE_URL: 'www.example.com' }, 'PUBLIC_SITE_URL must be an absolute URL, got "www.example.com"'],
  ])('refuses %p with a message naming the variable', (change, message) => {
    expect(() => readWith({ ...production, ...change })).toThrow(message);
  });
});
