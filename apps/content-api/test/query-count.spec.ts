import type { Blog } from '@hvac/contracts';
import { Client } from 'pg';
import { call, startTestApp, type TestApp } from './test-app';

// Counts every statement the app sends to Postgres (pg's Client is what TypeORM's pool hands out).
function countQueries() {
  const original = Client.prototype.query;
  let count = 0;
  const patched = function (this: Client, ...args: unknown[]) {
    count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  Client.prototype.query = patched as typeof Client.prototype.query;
  return {
    get count() {
      return count;
    },
    restore: () => {
      Client.prototype.query = original;
    },
  };
}

async function insertPosts(databaseUrl: string, from: number, to: number): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const sections = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ heading: `Section ${i}`, paragraph: `<p>Paragraph ${i}</p>` })));
    await db.query(
      `INSERT INTO content.blogs (title, slug_url, brief_paragraph, published_date, category_id, blogs_content)
       SELECT 'Post ' || n, 'post-' || n, '<p>Brief ' || n || '</p>', DATE '2024-01-01' + n, 2, $3::jsonb
       FROM generate_series($1::int, $2::int) AS n`,
      [from, to, sections],
    );
  } finally {
    await db.end();
  }
}

describe('GET /blogs query count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function queriesFor(path: string): Promise<{ queries: number; posts: Blog[] }> {
    const counter = countQueries();
    try {
      const res = await call<{ data: Blog[] }>(t, 'GET', path, { token: null });
      expect(res.status).toBe(200);
      return { queries: counter.count, posts: res.body.data };
    } finally {
      counter.restore();
    }
  }

  it('stays constant from a handful of posts to over 200', async () => {
    await insertPosts(t.env.DATABASE_URL, 1, 5);
    const small = await queriesFor('/blogs');
    await insertPosts(t.env.DATABASE_URL, 6, 210);
    const large = await queriesFor('/blogs');
    expect(large.posts.length).toBeGreaterThanOrEqual(210);
    expect(large.posts.every((p) => p.blogs_content.length > 0 || p.blog_image !== '')).toBe(true);
    expect(small.queries).toBeGreaterThan(0);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBe(1);

    const filteredSmall = await queriesFor('/blogs?category=2&limit=5');
    const filteredLarge = await queriesFor('/blogs?category=2&limit=100');
    expect(filteredSmall.queries).toBeGreaterThan(0);
    expect(filteredLarge.queries).toBe(filteredSmall.queries);
    expect(filteredLarge.queries).toBeLessThanOrEqual(2);
  });
});
