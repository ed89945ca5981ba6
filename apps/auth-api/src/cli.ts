import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isStaffRole, staffRoles } from '@hvac/contracts';
import { ConfigError, createRedisClient, validateEnv } from '@hvac/server-kit';
import { isEmail } from 'class-validator';
import { DatabaseEnv } from './config/database-env';
import { openMigratedDataSource } from './database/open-data-source';
import { revokeSessions } from './sessions/revoke-sessions';
import { liftAccountLock } from './users/login-throttle.service';
import { PasswordHasher } from './users/password-hasher.service';
import { passwordWeakness } from './users/password-policy';
import { UsersService } from './users/users.service';

const usage = `Usage:
  node apps/auth-api/dist/cli.js create-admin --email <email> [--name <name>] [--role owner|admin|editor] [--password <password>]
  node apps/auth-api/dist/cli.js reset-password --email <email> [--password <password>]
  node apps/auth-api/dist/cli.js unlock --email <email>
Without --password the password is read from the first line of standard input (keeps it out of the
process list and shell history). create-admin makes an owner unless --role says otherwise. Needs DATABASE_URL;
reset-password signs the user out everywhere (at once with REDIS_URL, within a minute without it). REDIS_URL
also lets it lift the account's sign-in locks (which is all unlock does).`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command] = positionals;
  if (values.help || !command) return usage;
  if (command !== 'create-admin' && command !== 'reset-password' && command !== 'unlock') throw new UsageError(`unknown command "${command}"`);
  const email = values.email?.trim().toLowerCase();
  if (!email || !isEmail(email)) throw new UsageError('--email must be an e-mail address');
  if (command === 'unlock') return unlock(email);
  const role = values.role ?? 'owner';
  if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${staffRoles.join(', ')}`);
  const password = values.password ?? (await readPassword());
  const weakness = passwordWeakness(password, email);
  if (weakness) throw new UsageError(`the password ${weakness}`);

  const env = validateEnv(DatabaseEnv);
  const { dataSource } = await openMigratedDataSource(env.DATABASE_URL);
  try {
    const users = new UsersService(dataSource, new PasswordHasher());
    const existing = await users.findByEmail(email);
    if (command === 'create-admin') {
      if (existing) throw new UsageError(`${email} already exists; use reset-password to change its password`);
      await users.createIfAbsent({ email, name: values.name?.trim() || 'Admin', password, role });
      return `created ${role} ${email}`;
    }
    if (!existing) throw new UsageError(`no user ${email}`);
    await users.setPassword(existing.id, password);
    if (!env.REDIS_URL) {
      await revokeSessions(dataSource.manager, undefined, { userId: existing.id });
      return `password of ${email} reset; existing sessions end within a minute (REDIS_URL not set, so sign-in locks stay)`;
    }
    const redis = createRedisClient(env.REDIS_URL);
    try {
      await Promise.all([revokeSessions(dataSource.manager, redis, { userId: existing.id }), liftAccountLock(redis, email)]);
    } finally {
      redis.disconnect();
    }
    return `password of ${email} reset; existing sessions signed out and sign-in locks lifted`;
  } finally {
    await dataSource.destroy();
  }
}

async function unlock(email: string): Promise<string> {
  const { REDIS_URL } = validateEnv(DatabaseEnv);
  if (!REDIS_URL) throw new UsageError('unlock needs REDIS_URL, where the sign-in counters are');
  const redis = createRedisClient(REDIS_URL);
  try {
    await liftAccountLock(redis, email);
  } finally {
    redis.disconnect();
  }
  return `sign-in locks of ${email} lifted`;
}

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stderr : undefined, terminal: false });
  try {
    if (process.stdin.isTTY) process.stderr.write('New password: ');
    for await (const line of rl) return line;
    throw new UsageError('no password given (use --password or pipe it on standard input)');
  } finally {
    rl.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(`auth-api cli: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    if (error instanceof UsageError) process.stderr.write(`${usage}\n`);
    process.exit(1);
  },
);
