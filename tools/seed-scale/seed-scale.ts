// `npm run seed:scale`: fills a running stack's database with a busy contractor's years of data, so the
// admin lists can be measured and walked at scale: 1,000 posts, 300 town pages, 20,000 enquiries, 5,000
// subscribers, 500 redirects, 500 media rows and 20,000 audit entries. Set-based SQL (generate_series),
// a few seconds in all. Not test fixtures: every run of the suite stays small.
//   DATABASE_URL=postgres://... npm run seed:scale
// Rows are marked (slugs and paths start with scale-, addresses end in @scale.example) and a kind
// already seeded is left alone, so running it twice adds nothing. Mails are marked sent: nothing is
// queued, so a running mailer never writes to 25,000 made-up addresses.
import { Client } from 'pg';

export type ScaleCounts = { posts: number; townPages: number; enquiries: number; subscribers: number; redirects: number; media: number; audit: number };

export const defaultScale: ScaleCounts = { posts: 1000, townPages: 300, enquiries: 20_000, subscribers: 5000, redirects: 500, media: 500, audit: 20_000 };

// Each kind: the count of rows seeded already, and the INSERT of n more ($1 = n).
const kinds: { key: keyof ScaleCounts; seeded: string; insert: string }[] = [
  {
    key: 'posts',
    seeded: `SELECT count(*)::int AS n FROM content.blogs WHERE slug_url LIKE 'scale-post-%'`,
    // Oldest first, a day apart, ending yesterday: the last post of the list is the oldest, scale post 1.
    insert: `INSERT INTO content.blogs (title, slug_url, brief_paragraph, published_date, category_id, state, publish_at, created_at, updated_at)
      SELECT 'Scale post ' || i || ': ' || (ARRAY['furnace tune-up', 'heat pump sizing', 'AC refrigerant', 'humidifier care', 'duct cleaning'])[1 + i % 5],
        'scale-post-' || i, '<p>Seeded for the scale check.</p>', d::date, (SELECT min(category_id) FROM content.categories), 'published', d, d, d
      FROM generate_series(1, $1::int) i, LATERAL (SELECT now() - ($1::int - i + 1) * interval '1 day' AS d) t`,
  },
  {
    key: 'townPages',
    seeded: `SELECT count(*)::int AS n FROM content.location_pages WHERE slug_url LIKE 'scale-town-%'`,
    insert: `INSERT INTO content.location_pages (main_heading, slug_url, main_paragraph, state, publish_at, created_at, updated_at)
      SELECT 'Scale Town ' || i || ' Furnace Repair', 'scale-town-' || i, '<p>Seeded for the scale check.</p>', 'published', d, d, d
      FROM generate_series(1, $1::int) i, LATERAL (SELECT now() - ($1::int - i + 1) * interval '1 hour' AS d) t`,
  },
  {
    key: 'enquiries',
    seeded: `SELECT count(*)::int AS n FROM content.enquiries WHERE email LIKE '%@scale.example'`,
    insert: `INSERT INTO content.enquiries (form_type, name, email, phone, subject, message, dedupe_key, created_at, queued_at,
        notify_state, notify_sent_at, ack_state, ack_sent_at, status, urgent, situation)
      SELECT (ARRAY['Contact Page Form', 'Get in Touch Form', 'Service Page Form'])[1 + i % 3], 'Scale Customer ' || i,
        'customer' || i || '@scale.example', '905-555-' || lpad((i % 10000)::text, 4, '0'), 'Enquiry ' || i,
        'My ' || (ARRAY['furnace', 'air conditioner', 'water heater', 'boiler'])[1 + i % 4] || ' needs a look, enquiry number ' || i || '.',
        md5('scale-enquiry-' || i) || md5('scale-enquiry-' || i || '-2'), d, d, 'sent', d, 'sent', d,
        (ARRAY['new', 'contacted', 'booked', 'done', 'closed'])[1 + i % 5], i % 17 = 0, CASE WHEN i % 17 = 0 THEN 'no-heat' END
      FROM generate_series(1, $1::int) i, LATERAL (SELECT now() - ($1::int - i + 1) * interval '30 minutes' AS d) t`,
  },
  {
    key: 'subscribers',
    seeded: `SELECT count(*)::int AS n FROM content.subscribers WHERE email LIKE '%@scale.example'`,
    insert: `INSERT INTO content.subscribers (email, status, consent_version, consent_at, source_page, confirm_requested_at, confirmed_at,
        confirm_mail_state, confirm_mail_sent_at, queued_at, created_at, updated_at)
      SELECT 'reader' || i || '@scale.example', 'confirmed', 'scale-seed', d, '/blog', d, d, 'sent', d, d, d, d
      FROM generate_series(1, $1::int) i, LATERAL (SELECT now() - ($1::int - i + 1) * interval '2 hours' AS d) t`,
  },
  {
    key: 'redirects',
    seeded: `SELECT count(*)::int AS n FROM content.redirects WHERE source_path LIKE '/scale-old-%'`,
    insert: `INSERT INTO content.redirects (source_path, target_path) SELECT '/scale-old-' || lpad(i::text, 5, '0'), '/services' FROM generate_series(1, $1::int) i`,
  },
  {
    key: 'media',
    seeded: `SELECT count(*)::int AS n FROM content.media WHERE url LIKE '/media/images/scale-%'`,
    insert: `INSERT INTO content.media (url, alt, caption, width, height, uploaded_at)
      SELECT '/media/images/scale-' || i || '.webp', 'Scale photo ' || i || ' of a ' || (ARRAY['furnace', 'heat pump', 'thermostat'])[1 + i % 3], '', 1200, 800,
        now() - ($1::int - i + 1) * interval '1 hour'
      FROM generate_series(1, $1::int) i`,
  },
  {
    key: 'audit',
    seeded: `SELECT count(*)::int AS n FROM audit.entries WHERE actor_email LIKE '%@scale.example'`,
    insert: `INSERT INTO audit.entries (at, action, actor_email, target, outcome, address)
      SELECT now() - ($1::int - i + 1) * interval '10 minutes', (ARRAY['sign-in', 'PUT /blogs', 'POST /api/admin/redirects', 'sign-out'])[1 + i % 4],
        'staff' || (i % 40) || '@scale.example', 'scale-' || i, 'ok', '127.0.0.1'
      FROM generate_series(1, $1::int) i`,
  },
];

// Seeds what is missing up to the counts; returns how many rows of each kind it added.
export async function seedScale(databaseUrl: string, counts: ScaleCounts = defaultScale, log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<Record<keyof ScaleCounts, number>> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const added = {} as Record<keyof ScaleCounts, number>;
  try {
    for (const kind of kinds) {
      const started = Date.now();
      const [{ n }] = (await db.query<{ n: number }>(kind.seeded)).rows as [{ n: number }];
      const wanted = counts[kind.key];
      added[kind.key] = n > 0 ? 0 : wanted;
      if (n === 0 && wanted > 0) await db.query(kind.insert, [wanted]);
      log(`  ${kind.key.padEnd(12)} ${n > 0 ? `${n} seeded before, left as they are` : `${wanted} added in ${Date.now() - started} ms`}`);
    }
    // Fresh statistics, so the planner sees the new sizes at once (autovacuum would take a while).
    await db.query('ANALYZE content.blogs, content.location_pages, content.enquiries, content.subscribers, content.redirects, content.media, audit.entries');
  } finally {
    await db.end();
  }
  return added;
}

if (require.main === module) {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    process.stderr.write('DATABASE_URL must name the database of a running stack (npm start uses the one in .data/)\n');
    process.exit(2);
  }
  process.stdout.write('seeding admin lists at scale\n');
  seedScale(url).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
