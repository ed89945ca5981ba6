import { randomBytes } from 'node:crypto';
import { type AlertSettings, apiPaths, type EnquiryStatus, type ReviewSettings } from '@hvac/contracts';
import { EnquiryEntity } from '@hvac/leads';
import { defaultSiteSettings } from '@hvac/site';
import { DataSource } from 'typeorm';
import { SiteSettingsService } from '../../src/settings/site-settings.service';
import { call, type TestApp } from '../test-app';

export const owner = { sub: 'user-owner-1', name: 'Olivia Owner', email: 'olivia@business.test' };

// The after-visit settings as the owner saves them (the worker reads them within its 5 s cache).
export async function saveAfterVisitSettings(t: TestApp, reviews: Partial<ReviewSettings>, alerts: Partial<AlertSettings> = {}): Promise<void> {
  const settings = t.app.get(SiteSettingsService);
  const current = await settings.current();
  await settings.save(
    { ...current, reviews: { ...defaultSiteSettings.reviews, ...reviews }, alerts: { ...defaultSiteSettings.alerts, ...alerts } },
    { id: owner.sub, email: owner.email, role: 'owner', address: '127.0.0.1' },
  );
}

// An enquiry as the intake stores it, with its own mails already out, so only the after-visit mails flow.
export function storeEnquiry(t: TestApp, fields: Partial<EnquiryEntity> = {}): Promise<EnquiryEntity> {
  const enquiries = t.app.get(DataSource).getRepository(EnquiryEntity);
  return enquiries.save(
    enquiries.create({
      formType: 'Contact Page Form',
      name: 'Customer',
      email: `customer-${randomBytes(4).toString('hex')}@example.org`,
      subject: 'Furnace repair',
      message: 'Please fix my furnace.',
      dedupeKey: randomBytes(32).toString('hex'),
      notifyState: 'sent',
      ackState: 'sent',
      ...fields,
    }),
  );
}

// A status change through the admin API, as the staff's screen makes it.
export async function setStatus(t: TestApp, id: number, status: EnquiryStatus): Promise<void> {
  const reply = await call(t, 'PATCH', apiPaths.adminEnquiry(id), { body: { status }, token: await t.issuer.sign(owner) });
  if (reply.status !== 200) throw new Error(`PATCH status ${status}: ${reply.status} ${JSON.stringify(reply.body)}`);
}
