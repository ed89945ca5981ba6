import { apiPaths, type PrivacyErasure, type PrivacyFindings, type PrivacyRequest, privacyRequestPaths } from '@hvac/contracts';
import { EnquiryEntity, MailSuppressionEntity, SubscriberEntity, suppressedReason, suppressionHash } from '@hvac/leads';
import { DataSource } from 'typeorm';
import { CreatePrivacyRequests1797500000000 } from '../../src/privacy-requests/migrations/1797500000000-CreatePrivacyRequests';
import { personalDataSources, tablesWithoutPersonalData } from '../../src/privacy-requests/personal-data-sources';
import { contactForm, type LeadsStack, postJson, startMailingStack, waitUntil } from '../leads/leads-stack';
import { call } from '../test-app';

type Reply<T> = { status: string; data: T; message?: string };

// PIPEDA requests end to end: real Postgres, the mail queue and mailer-worker with an SMTP server.
describe('privacy requests', () => {
  let s: LeadsStack;
  let db: DataSource;
  const localPart = 'Pat.Doe';
  const address = `${localPart}+${Date.now()}@example.org`;
  const phone = '(905) 555-0166';

  beforeAll(async () => {
    s = await startMailingStack();
    db = s.t.app.get(DataSource);
    // auth-api's migrations own audit.entries in production; the test makes the same table.
    await db.query(`CREATE SCHEMA IF NOT EXISTS audit`);
    await db.query(`CREATE TABLE IF NOT EXISTS audit.entries (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(),
      action varchar(100) NOT NULL, actor_id uuid, actor_email varchar(254), target varchar(200), outcome varchar(40) NOT NULL, address varchar(64))`);
  }, 90_000);
  afterAll(() => s?.close());

  const record = (body: Record<string, unknown>, token?: string) => call<Reply<PrivacyRequest>>(s.t, 'POST', privacyRequestPaths.list, { body, token });
  const tables = async () =>
    ((await db.query(`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema = 'content' AND table_type = 'BASE TABLE'`)) as { name: string }[]).map((r) => r.name);
  // Every row of every content table whose text names the address or the phone, whatever the column.
  const rowsNaming = async (needle: string) => {
    const found: string[] = [];
    for (const table of await tables()) {
      const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM ${table} t WHERE row_to_json(t)::text ILIKE $1`, [`%${needle}%`])) as { n: number }[];
      if (n) found.push(`${table}: ${n}`);
    }
    return found;
  };

  it('lists every table of the content schema either as a source of personal data or as one without', async () => {
    const known = new Set([...personalDataSources.map((source) => source.table), ...Object.keys(tablesWithoutPersonalData)]);
    const present = await tables();
    expect(present.filter((table) => !known.has(table))).toEqual([]);
    expect([...known].filter((table) => !present.includes(table))).toEqual([]);
  });

  it('refuses bad requests with a 4xx that names the problem', async () => {
    expect((await record({ requesterName: 'Pat', type: 'find' })).body.message).toMatch(/email or phone is required/);
    expect((await record({ requesterName: 'Pat', type: 'forget', email: address })).body.message).toMatch(/type must be one of: find, export, erase/);
    expect((await record({ requesterName: '', type: 'find', email: address })).status).toBe(400);
    expect((await record({ requesterName: 'Pat', type: 'find', email: 'not-an-address' })).body.message).toMatch(/email must be an e-mail address/);
    // Postgres text cannot hold NUL: a clear 400, never a 500.
    expect((await record({ requesterName: 'Pat\u0000Doe', type: 'find', email: address })).status).toBe(400);
    expect((await record({ requesterName: 'Pat', type: 'find', email: address, note: 'a\u0000b' })).status).toBe(400);
    expect((await call(s.t, 'GET', privacyRequestPaths.findings(999999))).status).toBe(404);
    expect((await call(s.t, 'GET', privacyRequestPaths.findings('abc'))).status).toBe(400);
    const editor = await s.t.issuer.sign({ role: 'editor', email: 'editor@business.test' });
    expect((await record({ requesterName: 'Pat', type: 'find', email: address }, editor)).status).toBe(403);
  });

  it('finds, exports and erases everything about an address and phone, leaving only the suppression entry; never mails the address again', async () => {
    expect((await postJson(s.t, apiPaths.contactForm, contactForm(1, { email: address, phone, formType: 'Get in Touch Form' }))).status).toBe(200);
    expect((await postJson(s.t, apiPaths.contactForm, contactForm(2, { email: 'someone.else@example.org', phone }))).status).toBe(200);
    expect((await postJson(s.t, apiPaths.newsletter, { email: address.toLowerCase(), formType: 'Newsletter' })).status).toBe(200);
    const enquiry = await db.getRepository(EnquiryEntity).findOneByOrFail({ email: address });
    expect((await call(s.t, 'POST', apiPaths.adminEnquiryNotes(enquiry.id), { body: { body: 'Called back, left a message.' } })).status).toBe(201);
    await waitUntil(async () => (await db.getRepository(EnquiryEntity).findOneByOrFail({ id: enquiry.id })).ackState === 'sent', 30_000, 'the receipt to be sent');

    const created = await record({ requesterName: 'Pat Doe', type: 'erase', email: address.toUpperCase(), phone: '905-555-0166', note: 'Asked by phone' });
    expect(created.status).toBe(201);
    const request = created.body.data;
    expect(new Date(request.dueAt).getTime() - new Date(request.receivedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
    expect((await call<Reply<PrivacyRequest[]>>(s.t, 'GET', `${privacyRequestPaths.list}?open=true`)).body.data.map((r) => r.id)).toContain(request.id);

    const found = (await call<Reply<PrivacyFindings>>(s.t, 'GET', privacyRequestPaths.findings(request.id))).body.data;
    const bySource = Object.fromEntries(found.findings.map((f) => [f.source, f.rows.length]));
    // Both enquiries share the phone; the note, the receipt claim, the subscription with its consent record and tokens, the request itself.
    expect(bySource).toMatchObject({ 'content.enquiries': 2, 'content.enquiry_notes': 1, 'content.acknowledged_addresses': 1, 'content.subscribers': 1, 'content.privacy_requests': 1 });
    expect(JSON.stringify(found)).toContain('consentVersion');
    expect(JSON.stringify(found)).toContain('ackSentAt');

    const exported = await fetch(`${s.t.baseUrl}${privacyRequestPaths.export(request.id)}`, { headers: { authorization: `Bearer ${s.t.adminToken}` } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="personal-data-request-${request.id}.json"`);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    const file = (await exported.json()) as { data: { source: string }[] };
    expect(file.data.map((f) => f.source)).toEqual(expect.arrayContaining(['content.enquiries', 'content.subscribers']));

    const erased = await call<Reply<PrivacyErasure>>(s.t, 'POST', privacyRequestPaths.erase(request.id));
    expect(erased.status).toBe(200);
    expect(erased.body.data.request).toMatchObject({ email: null, phone: null, requesterName: 'Erased on request' });
    expect(erased.body.data.request.answeredAt).not.toBeNull();
    expect((await call(s.t, 'POST', privacyRequestPaths.erase(request.id))).status).toBe(409);

    // No row anywhere names the address (any case, any column) or the phone; the suppression entry holds only a hash.
    expect(await rowsNaming(localPart)).toEqual([]);
    expect(await rowsNaming('555-0166')).toEqual([]);
    expect(await db.getRepository(MailSuppressionEntity).findOneBy({ addressHash: suppressionHash(address) })).not.toBeNull();
    const audit = (await db.query(`SELECT action, target FROM audit.entries WHERE action LIKE 'privacy.%' ORDER BY id`)) as { action: string; target: string }[];
    expect(audit.map((a) => a.action)).toEqual(['privacy.export', 'privacy.erase']);
    expect(JSON.stringify(audit)).not.toMatch(/example\.org/i);

    // The address comes back (another case, without the tag): stored and notified to the office, but neither
    // the receipt nor a newsletter confirmation goes to it.
    const again = address.toLowerCase().replace(/\+[^@]*/, '');
    const before = s.mails().messages.length;
    expect((await postJson(s.t, apiPaths.contactForm, contactForm(3, { email: again }))).status).toBe(200);
    expect((await postJson(s.t, apiPaths.newsletter, { email: again, formType: 'Newsletter' })).status).toBe(200);
    const back = await db.getRepository(EnquiryEntity).findOneByOrFail({ email: again });
    await waitUntil(async () => {
      const row = await db.getRepository(EnquiryEntity).findOneByOrFail({ id: back.id });
      const subscriber = await db.getRepository(SubscriberEntity).findOneByOrFail({ email: again });
      return row.notifyState === 'sent' && row.ackState === 'skipped' && subscriber.confirmMailState === 'skipped';
    }, 30_000, 'the office notice sent and both mails to the address skipped');
    expect((await db.getRepository(EnquiryEntity).findOneByOrFail({ id: back.id })).ackError).toBe(suppressedReason);
    expect(JSON.stringify(s.mails().messages.slice(before).map((m) => m.to))).not.toMatch(/pat\.doe/i);
  }, 120_000);

  it('has a migration that goes down and up again', async () => {
    const migration = new CreatePrivacyRequests1797500000000();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await tables()).not.toEqual(expect.arrayContaining(['content.privacy_requests']));
      expect(await tables()).not.toEqual(expect.arrayContaining(['content.mail_suppressions']));
      await migration.up(runner);
      expect(await tables()).toEqual(expect.arrayContaining(['content.privacy_requests', 'content.mail_suppressions']));
    } finally {
      await runner.release();
    }
  });
});
