import { apiPaths, type SiteSettings, type SiteSettingsRecord } from '@hvac/contracts';
import { SettingsNoticeEntity } from '@hvac/site-settings';
import { defaultSiteSettings } from '@hvac/site';
import { DataSource } from 'typeorm';
import { MailSweeper } from '../src/leads/mail-sweeper.service';
import { type LeadsStack, startMailingStack } from './leads/leads-stack';
import { call } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };
type EntryRow = { action: string; outcome: string; actor_email: string | null; target: string | null };

// Issue 30: the site's e-mail address receives every enquiry and sends every mail, so changing it is the owner's
// alone, audited, and the old address is told (through the mail queue and the real mailer-worker).
describe("the site's e-mail address is the owner's to change", () => {
  let s: LeadsStack;
  let db: DataSource;
  let ownerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    // MAIL_FROM and ENQUIRY_TO unset: the worker sends from and to the settings' address, as production may.
    s = await startMailingStack();
    db = s.t.app.get(DataSource);
    await db.query(`CREATE SCHEMA audit`);
    await db.query(`
      CREATE TABLE audit.entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), action varchar(100) NOT NULL,
        actor_id uuid, actor_email varchar(254), target varchar(200), outcome varchar(40) NOT NULL, address varchar(64))`);
    ownerToken = await s.t.issuer.sign({ role: 'owner', email: 'owner@business.test' });
    adminToken = await s.t.issuer.sign({ role: 'admin', email: 'admin@business.test' });
    const first = await call(s.t, 'PUT', apiPaths.adminSettings, { body: settings('office@business.test'), token: ownerToken });
    expect(first.status).toBe(200);
  }, 90_000);
  afterAll(() => s?.close());

  const settings = (email: string, overrides: Partial<SiteSettings> = {}): SiteSettings => ({ ...defaultSiteSettings, email, ...overrides });
  const savedEmail = async () => (await call<Reply<SiteSettingsRecord>>(s.t, 'GET', apiPaths.adminSettings, { token: ownerToken })).body.data.settings.email;
  const audit = async () => (await db.query(`SELECT action, outcome, actor_email, target FROM audit.entries ORDER BY id`)) as EntryRow[];

  it('refuses an admin who changes the address with a 403 that says why, and keeps everything as it was', async () => {
    const reply = await call<Reply<unknown>>(s.t, 'PUT', apiPaths.adminSettings, { body: settings('thief@elsewhere.test', { emergencyStripText: 'Changed' }), token: adminToken });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toMatch(/Only the owner can change the site's e-mail address/);
    expect(await savedEmail()).toBe('office@business.test');
    expect(await db.getRepository(SettingsNoticeEntity).count()).toBe(0);
    expect(await audit()).toContainEqual(expect.objectContaining({ action: 'PUT /api/admin/settings', outcome: '403', actor_email: 'admin@business.test' }));
  });

  it('lets an admin save the other settings with the address unchanged (its case aside)', async () => {
    const reply = await call<Reply<SiteSettingsRecord>>(s.t, 'PUT', apiPaths.adminSettings, {
      body: settings('Office@Business.test', { emergencyStripText: 'Open all night' }),
      token: adminToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.settings.emergencyStripText).toBe('Open all night');
    expect(await db.getRepository(SettingsNoticeEntity).count()).toBe(0);
  });

  it("lets the owner change it: audited, and the old address gets a mail saying who changed it to what", async () => {
    const before = s.mails().messages.length;
    const reply = await call<Reply<SiteSettingsRecord>>(s.t, 'PUT', apiPaths.adminSettings, { body: settings('new-office@business.test'), token: ownerToken });
    expect(reply.status).toBe(200);
    expect(await savedEmail()).toBe('new-office@business.test');
    expect(await audit()).toContainEqual({
      action: 'settings.email-changed',
      outcome: 'changed',
      actor_email: 'owner@business.test',
      target: 'Office@Business.test -> new-office@business.test',
    });

    const [mail] = (await s.mails().waitFor(before + 1)).slice(before);
    const to = Array.isArray(mail?.to) ? mail?.to[0] : mail?.to;
    expect(to?.value.map((a) => a.address?.toLowerCase())).toEqual(['office@business.test']);
    expect(mail?.subject).toBe(`The e-mail address of the ${defaultSiteSettings.businessName} website was changed`);
    expect(mail?.text).toContain('owner@business.test changed the website\'s e-mail address from Office@Business.test to new-office@business.test');
    expect(mail?.html).toContain('new-office@business.test');
    const notice = await db.getRepository(SettingsNoticeEntity).findOneByOrFail({ newEmail: 'new-office@business.test' });
    for (let i = 0; i < 50 && notice.state !== 'sent'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      Object.assign(notice, await db.getRepository(SettingsNoticeEntity).findOneByOrFail({ id: notice.id }));
    }
    expect(notice).toMatchObject({ previousEmail: 'Office@Business.test', changedBy: 'owner@business.test', state: 'sent', attempts: 1 });
  });

  it('has the sweeper queue a notice whose job never reached the queue', async () => {
    const before = s.mails().messages.length;
    const lost = await db.getRepository(SettingsNoticeEntity).save({
      previousEmail: 'earlier@business.test',
      newEmail: 'new-office@business.test',
      changedBy: 'owner@business.test',
      changedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await s.t.app.get(MailSweeper).sweep()).toMatchObject({ added: 1 });
    const [mail] = (await s.mails().waitFor(before + 1)).slice(before);
    expect(mail?.subject).toMatch(/e-mail address of the .* website was changed/);
    expect(mail?.text).toContain('from earlier@business.test to new-office@business.test');
    expect(lost.id).toBeGreaterThan(0);
  });
});
