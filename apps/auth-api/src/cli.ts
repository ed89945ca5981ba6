import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isStaffRole, staffRoles } from '@hvac/contracts';
import { AuditEntries, ConfigError, createRedisClient, validateEnv } from '@hvac/server-kit';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { isEmail } from 'class-validator';
import { DatabaseEnv } from './config/database-env';
import { openMigratedDataSource } from './database/open-data-source';
import { resetSecondFactor } from './second-factor/reset-second-factor';
import { endUserAccess } from './sessions/revoke-sessions';
import { liftAccountLock } from './users/login-throttle.service';
import { PasswordHasher } from './users/password-hasher.service';
import { passwordWeakness } from './users/password-policy';
import { UsersService } from './users/users.service';

const usage = `Usage:
  node apps/auth-api/dist/cli.js create-admin --email <email> [--name <name>] [--role owner|admin|editor] [--password <password>]
  node apps/auth-api/dist/cli.js reset-password --email <email> [--password <password>]
  node apps/auth-api/dist/cli.js unlock --email <email>
  node apps/auth-api/dist/cli.js reset-second-factor --email <email>
Without --password the password is read from the first line of standard input (keeps it out of the
process list and shell history). create-admin makes an owner unless --role says otherwise. Needs DATABASE_URL;
reset-password signs the user out everywhere (at once with REDIS_URL, within a minute without it). REDIS_URL
also lets it lift the account's sign-in locks (which is all unlock does). reset-second-factor switches off the
user's second factor (a lost phone) and signs them out everywhere; both resets are written to the audit log.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command] = positionals;
  if (values.help || !command) return usage;
  if (!['create-admin', 'reset-password', 'unlock', 'reset-second-factor'].includes(command)) throw new UsageError(`unknown command "${command}"`);
  const email = values.email?.trim().toLowerCase();
  if (!email || !isEmail(email)) throw new UsageError('--email must be an e-mail address');
  if (command === 'unlock') return unlock(email);
  if (command === 'reset-second-factor') return resetFactor(email);
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
    const passwordHash = await new PasswordHasher().hash(password);
    const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined;
    try {
      // A reset also forgets every remembered device of the account.
      await dataSource.transaction(async (db) => {
        await db.query(`UPDATE auth.users SET password_hash = $2 WHERE id = $1`, [existing.id, passwordHash]);
        await endUserAccess(db, redis, existing.id, { forgetDevices: true });
      });
      await auditCli(dataSource, 'password-reset', 'reset by the command line', existing.id);
      if (!redis) return `password of ${email} reset; existing sessions end within a minute (REDIS_URL not set, so sign-in locks stay)`;
      await liftAccountLock(redis, email);
    } finally {
      redis?.disconnect();
    }
    return `password of ${email} reset; existing sessions signed out and sign-in locks lifted`;
  } finally {
    await dataSource.destroy();
  }
}

async function resetFactor(email: string): Promise<string> {
  const env = validateEnv(DatabaseEnv);
  const { dataSource } = await openMigratedDataSource(env.DATABASE_URL);
  const redis: Redis | undefined = env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined;
  try {
    const user = await new UsersService(dataSource, new PasswordHasher()).findByEmail(email);
    if (!user) throw new UsageError(`no user ${email}`);
    const removed = await dataSource.transaction((db) => resetSecondFactor(db, redis, user.id));
    await auditCli(dataSource, 'second-factor-reset', removed ? 'reset by the command line' : 'none', user.id);
    if (!removed) return `${email} had no second factor; nothing changed`;
    return `second factor of ${email} switched off; sessions signed out${redis ? '' : ' within a minute (REDIS_URL not set)'}`;
  } finally {
    redis?.disconnect();
    await dataSource.destroy();
  }
}

// The command line has no signed-in actor: the entry names the command line as the one who acted.
async function auditCli(dataSource: DataSource, action: string, outcome: string, target: string): Promise<void> {
  await new AuditEntries(dataSource).record({ action, outcome, actorEmail: 'command line', target });
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
