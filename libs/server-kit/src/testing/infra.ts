import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through jest's global setup (@hvac/test-harness/jest)`);
  return value;
}

// A fresh, empty database on the shared test server, so test files never see each other's rows.
export async function createTestDatabase(prefix = 'test'): Promise<string> {
  const adminUrl = required('TEST_DATABASE_ADMIN_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testRedisUrl(): string {
  return required('TEST_REDIS_URL');
}

export function testS3(): { endpoint: string; accessKey: string; secretKey: string } {
  return {
    endpoint: required('TEST_S3_ENDPOINT'),
    accessKey: required('TEST_S3_ACCESS_KEY'),
    secretKey: required('TEST_S3_SECRET_KEY'),
  };
}

