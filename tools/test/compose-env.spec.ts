import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { secretEnv } from '../containers/compose-stack';
import { repoRoot } from '../repo-root';

// The drills start docker-compose.yml with .env.example's values and random secrets; auth-api refuses a
// secret shorter than 32 characters (DEVICE_COOKIE_SECRET, SECOND_FACTOR_KEY, ACCOUNT_MAIL_KEY), which once
// stopped the TLS check and the upgrade drill at start-up.
describe('the drills’ compose settings', () => {
  const example = parseEnv(fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8')) as Record<string, string>;
  const placeholders = Object.keys(example).filter((key) => example[key]?.startsWith('change-me'));

  it('replace every change-me value with a distinct random secret of at least 32 characters', () => {
    const values = secretEnv({});
    expect(placeholders.length).toBeGreaterThan(3);
    for (const key of placeholders) expect({ key, long: (values[key] ?? '').length >= 32 }).toEqual({ key, long: true });
    expect(new Set(placeholders.map((key) => values[key])).size).toBe(placeholders.length);
  });

  it('keep every other value of .env.example and apply the overrides last', () => {
    const values = secretEnv({ HTTP_PORT: '1234' });
    expect(values['HTTP_PORT']).toBe('1234');
    for (const key of Object.keys(example).filter((k) => !placeholders.includes(k) && k !== 'HTTP_PORT')) expect(values[key]).toBe(example[key]);
  });
});
