import { randomBytes } from 'node:crypto';
import { apiPaths, type Enquiry, type EnquiryNote, type EnquiryStatusChange, type Page, type SuccessData, toTorontoWallTime } from '@hvac/contracts';
import { EnquiryEntity, EnquiryNoteEntity, EnquiryStatusChangeEntity } from '@hvac/leads';
import { DataSource, type Repository } from 'typeorm';
import { EnquiryRetention } from '../../src/leads/enquiry-retention.service';
import { enquirySearchText } from '../../src/leads/enquiry-workflow.service';
import { SiteSettingsService } from '../../src/settings/site-settings.service';
import { startTestApp, type TestApp } from '../test-app';

type Reply<T> = { status: number; body: T; headers: Headers; bytes: Buffer };

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

describe('enquiry workflow (admin API)', () => {
  let t: TestApp;
  let enquiries: Repository<EnquiryEntity>;
  const owner = {
    sub: 'user-owner-1',
    name: 'Olivia Owner',
    email: 'olivia@business.test',
  };

  const call = async <T>(method: string, path: string, options: { token?: string | null; body?: unknown } = {}): Promise<Reply<T>> => {
    const token = options.token === undefined ? await t.issuer.sign(owner) : options.token;
    const res = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: res.status,
      body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
      headers: res.headers,
      bytes,
    };
  };
  const list = async (query: string) => (await call<SuccessData<Page<Enquiry>>>('GET', `${apiPaths.adminEnquiries}?${query}`)).body.data;

  const store = (fields: Partial<EnquiryEntity> = {}) =>
    enquiries.save(
      enquiries.create({
        formType: 'Contact Page Form',
        name: 'Visitor',
        email: 'visitor@example.org',
        subject: 'Furnace check',
        message: 'Please call me.',
        dedupeKey: randomBytes(32).toString('hex'),
        notifyState: 'sent',
        ackState: 'sent',
        ...fields,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp();
    enquiries = t.app.get(DataSource).getRepository(EnquiryEntity);
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(() => enquiries.createQueryBuilder().delete().execute());

  it('refuses anonymous and non-admin callers on every workflow route', async () => {
    const routes: [string, string][] = [
      ['PATCH', apiPaths.adminEnquiry(1)],
      ['DELETE', apiPaths.adminEnquiry(1)],
      ['GET', apiPaths.adminEnquiryNotes(1)],
      ['POST', apiPaths.adminEnquiryNotes(1)],
      ['GET', apiPaths.adminEnquiryStatusChanges(1)],
      ['GET', apiPaths.adminEnquiriesCsv],
    ];
    const userToken = await t.issuer.sign({ isAdmin: false });
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, path, { token: null, body })).status).toBe(401);
      expect((await call(method, path, { token: userToken, body })).status).toBe(403);
    }
  });

  it('records every status change with who made it and when, and shows the latest in the list', async () => {
    const enquiry = await store();
    const contacted = await call<SuccessData<Enquiry>>('PATCH', apiPaths.adminEnquiry(enquiry.id), { body: { status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect(contacted.body.data).toMatchObject({
      status: 'contacted',
      lastStatusChange: {
        byName: owner.name,
        byEmail: owner.email,
        at: expect.any(String),
      },
    });
    // The same status again is no change and records nothing.
    await call('PATCH', apiPaths.adminEnquiry(enquiry.id), {
      body: { status: 'contacted' },
    });
    const colleague = await t.issuer.sign({
      sub: 'user-2',
      name: 'Sam Staff',
      email: 'sam@business.test',
    });
    await call('PATCH', apiPaths.adminEnquiry(enquiry.id), {
      token: colleague,
      body: { status: 'booked' },
    });

    const [listed] = (await list('limit=5')).items;
    expect(listed).toMatchObject({
      id: enquiry.id,
      status: 'booked',
      lastStatusChange: { byName: 'Sam Staff', byEmail: 'sam@business.test' },
    });
    const history = await call<SuccessData<EnquiryStatusChange[]>>('GET', apiPaths.adminEnquiryStatusChanges(enquiry.id));
    expect(history.body.data.map((c) => [c.fromStatus, c.toStatus, c.byId, c.byName])).toEqual([
      ['new', 'contacted', owner.sub, owner.name],
      ['contacted', 'booked', 'user-2', 'Sam Staff'],
    ]);
    expect(Date.parse(history.body.data[1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(history.body.data[0]?.at ?? ''));
  });

  it('assigns a staff user and removes the assignee again', async () => {
    const enquiry = await store();
    const assigned = await call<SuccessData<Enquiry>>('PATCH', apiPaths.adminEnquiry(enquiry.id), { body: { assignee: { id: 'user-2', name: 'Sam Staff' } } });
    expect(assigned.body.data).toMatchObject({
      status: 'new',
      assignee: { id: 'user-2', name: 'Sam Staff' },
      lastStatusChange: null,
    });
    const cleared = await call<SuccessData<Enquiry>>('PATCH', apiPaths.adminEnquiry(enquiry.id), { body: { assignee: null } });
    expect(cleared.body.data.assignee).toBeNull();
  });

  it('answers bad workflow input with a clear 4xx', async () => {
    const enquiry = await store();
    const cases: [string, string, unknown, number, RegExp][] = [
      ['PATCH', apiPaths.adminEnquiry(enquiry.id), { status: 'won' }, 400, /status must be one of/],
      ['PATCH', apiPaths.adminEnquiry(enquiry.id), {}, 400, /Give a status or an assignee/],
      ['PATCH', apiPaths.adminEnquiry(enquiry.id), { assignee: { id: '', name: 'X' } }, 400, /assignee.id is required/],
      ['PATCH', apiPaths.adminEnquiry(enquiry.id), { assignee: { id: 'u', name: 'A\r\nBcc: x@evil.test' } }, 400, /assignee.name must be one line/],
      ['PATCH', apiPaths.adminEnquiry(999999), { status: 'closed' }, 404, /not found/],
      ['PATCH', '/api/admin/enquiries/abc', { status: 'closed' }, 400, /id must be a positive integer/],
      // Past Postgres's integer range: a client error, not a database error.
      ['POST', apiPaths.adminEnquiryNotes(2147483648), { body: 'hello' }, 400, /id must be a positive integer/],
      ['POST', apiPaths.adminEnquiryNotes(enquiry.id), { body: '   ' }, 400, /body must not be empty/],
      ['POST', apiPaths.adminEnquiryNotes(enquiry.id), { body: 'x'.repeat(5001) }, 400, /at most 5000/],
      ['POST', apiPaths.adminEnquiryNotes(999999), { body: 'hello' }, 404, /not found/],
      ['DELETE', apiPaths.adminEnquiry(999999), undefined, 404, /not found/],
      ['GET', `${apiPaths.adminEnquiries}?status=maybe`, undefined, 400, /status must be one of/],
      ['GET', `${apiPaths.adminEnquiries}?createdFrom=yesterday`, undefined, 400, /createdFrom must be an ISO 8601/],
      ['GET', `${apiPaths.adminEnquiries}?createdFrom=2025-02-01T00:00:00Z&createdTo=2025-01-01T00:00:00Z`, undefined, 400, /must not be after/],
      ['GET', `${apiPaths.adminEnquiries}?q=${'x'.repeat(101)}`, undefined, 400, /q must be at most 100/],
      ['GET', `${apiPaths.adminEnquiries}?urgent=yes`, undefined, 400, /urgent must be true or false/],
      ['GET', `${apiPaths.adminEnquiriesCsv}?formType=Fax`, undefined, 400, /formType must be one of/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const reply = await call<{ message: string }>(method, path, { body });
      expect([path, reply.status]).toEqual([path, status]);
      expect(reply.body.message).toMatch(message);
    }
  });

  it('keeps internal notes with their author and time, oldest first', async () => {
    const enquiry = await store();
    const added = await call<SuccessData<EnquiryNote>>('POST', apiPaths.adminEnquiryNotes(enquiry.id), { body: { body: 'Called back, voicemail.' } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      body: 'Called back, voicemail.',
      authorId: owner.sub,
      authorName: owner.name,
      authorEmail: owner.email,
    });
    await call('POST', apiPaths.adminEnquiryNotes(enquiry.id), {
      body: { body: 'Booked for Tuesday.' },
    });
    const notes = await call<SuccessData<EnquiryNote[]>>('GET', apiPaths.adminEnquiryNotes(enquiry.id));
    expect(notes.body.data.map((n) => n.body)).toEqual(['Called back, voicemail.', 'Booked for Tuesday.']);
  });

  it('searches name, e-mail, phone and text, and filters by status, form, urgency and dates, paged on the server', async () => {
    const old = await store({
      name: 'Ada Lovelace',
      email: 'ada@math.example',
      subject: 'Boiler',
      message: 'Boiler makes noise',
      createdAt: new Date('2025-01-10T12:00:00Z'),
    });
    const phone = await store({
      name: 'Bob Builder',
      phone: '905-555-0142',
      formType: 'Service Page Form',
      situation: 'no-heat',
      urgent: true,
      subject: 'Heat pump',
      message: 'Quote for a heat pump',
    });
    const percent = await store({
      name: 'Cy Percent',
      message: 'I saved 100% on my bill',
    });
    await enquiries.update({ id: percent.id }, { status: 'closed' });
    const ids = async (query: string) => (await list(query)).items.map((e) => e.id);

    expect(await ids('q=lovelace')).toEqual([old.id]);
    expect(await ids('q=MATH.EXAMPLE')).toEqual([old.id]);
    expect(await ids('q=555-0142')).toEqual([phone.id]);
    expect(await ids('q=heat%20pump')).toEqual([phone.id]);
    // % and _ are literal, not wildcards.
    expect(await ids('q=100%25')).toEqual([percent.id]);
    expect(await ids('q=%25')).toEqual([percent.id]);
    expect(await ids('q=_')).toEqual([]);
    expect(await ids('status=closed')).toEqual([percent.id]);
    expect(await ids('formType=Service%20Page%20Form')).toEqual([phone.id]);
    expect(await ids('urgent=true')).toEqual([phone.id]);
    expect((await ids('urgent=false')).sort()).toEqual([old.id, percent.id].sort());
    expect(await ids('createdTo=2025-02-01T00:00:00Z')).toEqual([old.id]);
    expect((await ids('createdFrom=2025-02-01T00:00:00Z')).sort()).toEqual([phone.id, percent.id].sort());
    const firstPage = await list('limit=2&offset=0');
    expect(firstPage.total).toBe(3);
    expect(firstPage.items).toHaveLength(2);
    expect((await list('limit=2&offset=2')).items.map((e) => e.id)).toEqual([old.id]);
  });

  it('searches through the trigram index rather than reading every row', async () => {
    const plan = await t.app.get(DataSource).transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN SELECT e.id FROM content.enquiries e WHERE ${enquirySearchText} ILIKE '%furnace%'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('enquiries_search_idx');
  });

  it('deletes an enquiry with its notes and status history', async () => {
    const enquiry = await store();
    const kept = await store({ name: 'Kept' });
    await call('PATCH', apiPaths.adminEnquiry(enquiry.id), {
      body: { status: 'spam' },
    });
    await call('POST', apiPaths.adminEnquiryNotes(enquiry.id), {
      body: { body: 'Looks like spam.' },
    });
    const deleted = await call<{ message: string }>('DELETE', apiPaths.adminEnquiry(enquiry.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Enquiry deleted');
    const db = t.app.get(DataSource);
    expect(await enquiries.existsBy({ id: enquiry.id })).toBe(false);
    expect(await db.getRepository(EnquiryNoteEntity).countBy({ enquiryId: enquiry.id })).toBe(0);
    expect(await db.getRepository(EnquiryStatusChangeEntity).countBy({ enquiryId: enquiry.id })).toBe(0);
    expect(await enquiries.existsBy({ id: kept.id })).toBe(true);
    expect((await call('GET', apiPaths.adminEnquiryNotes(enquiry.id))).status).toBe(404);
  });

  it('exports the filtered enquiries as streamed CSV, every batch, with formula-safe cells', async () => {
    // More rows than one batch of the export, so the keyset paging is exercised.
    await enquiries.insert(
      Array.from({ length: 1203 }, (_, n) => ({
        formType: 'Contact Page Form' as const,
        name: `Bulk ${n}`,
        email: `bulk${n}@example.org`,
        subject: 'Bulk',
        message: 'Bulk',
        dedupeKey: randomBytes(32).toString('hex'),
      })),
    );
    const evil = await store({
      name: '=HYPERLINK("http://evil.test","Click")',
      phone: '+1 905 555 0142',
      subject: '@SUM(A1)',
      message: 'line one,\n"quoted" line two',
    });
    await enquiries.update({ id: evil.id }, { status: 'contacted' });

    const all = await call<string>('GET', apiPaths.adminEnquiriesCsv);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('cache-control')).toBe('no-store');
    // Named after the business's day (Toronto), not the server's UTC one.
    expect(all.headers.get('content-disposition')).toBe(`attachment; filename="enquiries-${toTorontoWallTime(new Date()).slice(0, 10)}.csv"`);
    // A byte-order mark, so spreadsheets read the file as UTF-8.
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => /^\d+,|^id,/.test(line));
    expect(lines[0]).toBe(
      'id,received_at,status,status_changed_at,status_changed_by,assignee,form,urgent,situation,time_window,postal_code,outside_service_area,name,email,phone,subject,message,business_mail,visitor_mail,landing_page,referrer_host,utm_source,utm_medium,utm_campaign',
    );
    expect(lines).toHaveLength(1 + 1204);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1204);

    const filtered = await call<string>('GET', `${apiPaths.adminEnquiriesCsv}?status=contacted`);
    const body = filtered.body.replace(/^\uFEFF/, '');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(body).toContain(`,'+1 905 555 0142,'@SUM(A1),"line one,\n""quoted"" line two",`);
    expect(body.match(/^\d+,/gm)).toEqual([`${evil.id},`]);
  }, 60_000);

  it('removes closed enquiries once they have been closed longer than the retention period', async () => {
    const expired = await store({
      status: 'closed',
      statusChangedAt: monthsAgo(25),
    });
    const recent = await store({
      status: 'closed',
      statusChangedAt: monthsAgo(23),
    });
    const open = await store({
      status: 'contacted',
      statusChangedAt: monthsAgo(30),
      createdAt: monthsAgo(30),
    });
    const untouched = await store({ createdAt: monthsAgo(30) });
    expect(await t.app.get(EnquiryRetention).removeExpired()).toBe(1);
    expect(await enquiries.existsBy({ id: expired.id })).toBe(false);
    for (const { id } of [recent, open, untouched]) expect(await enquiries.existsBy({ id })).toBe(true);

    // The owner shortens the period in the site settings: the next sweep uses it.
    const settings = t.app.get(SiteSettingsService);
    const original = await settings.current();
    const editor = { id: 'owner-id', email: owner.email, role: 'owner' as const, address: '127.0.0.1' };
    await settings.save({ ...original, enquiryRetentionMonths: 12 }, editor);
    try {
      expect(await t.app.get(EnquiryRetention).removeExpired()).toBe(1);
      expect(await enquiries.existsBy({ id: recent.id })).toBe(false);
      for (const { id } of [open, untouched]) expect(await enquiries.existsBy({ id })).toBe(true);
    } finally {
      await settings.save(original, editor);
    }
  });
});
