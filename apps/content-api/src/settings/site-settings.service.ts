import type { MailJob, SiteSettings, SiteSettingsRecord, StaffRole } from '@hvac/contracts';
import type { SiteSettingsInput } from '@hvac/contracts/schemas';
import { MailQueueClient, queueMail } from '@hvac/mail-queue';
import { SettingsNoticeEntity, SiteSettingsEntity, siteSettingsOf } from '@hvac/site-settings';
import { AuditEntries, InjectRedis } from '@hvac/server-kit';
import { ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { leadsEnvFrom } from '../leads/leads.config';
import { StaleSaveException } from '../publishing/edit-version';

// Who saves the settings, as the controller knows them.
export type SettingsEditor = { id: string; email: string; role: StaffRole | null; address: string };

export const emailChangeRefused =
  "Only the owner can change the site's e-mail address: it receives every enquiry and sends every mail. The other settings can be saved with the current address.";

@Injectable()
export class SiteSettingsService extends MailQueueClient {
  private readonly logger = new Logger('SiteSettings');

  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly rows: Repository<SiteSettingsEntity>,
    private readonly audit: AuditEntries,
    @InjectRedis() redis: Redis,
    @InjectEnv() env: ContentEnv,
  ) {
    // The leads module's queue would make the two modules import each other; the same queue, opened here.
    super(redis, leadsEnvFrom(env));
  }

  async current(): Promise<SiteSettings> {
    return siteSettingsOf(await this.rows.findOneBy({ id: SiteSettingsEntity.rowId }));
  }

  async record(): Promise<SiteSettingsRecord> {
    const row = await this.rows.findOneBy({ id: SiteSettingsEntity.rowId });
    return { settings: siteSettingsOf(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null, version: versionOf(row) };
  }

  // The site's e-mail address is where enquiries go and what every mail is sent from (when the worker's MAIL_FROM
  // and ENQUIRY_TO leave it to the settings): only the owner may change it, the change is audited, and the old
  // address gets a mail: its row is written in the save's transaction, its job queued once that commits.
  // expectedVersion: the version the screen loaded (If-Match), checked under the row lock; a newer one is a 409.
  async save(settings: SiteSettingsInput, editor: SettingsEditor, expectedVersion?: number): Promise<SiteSettingsRecord> {
    // The schema's output carries only validated fields; a plain copy is what goes into the JSON column.
    const document = JSON.parse(JSON.stringify(settings)) as SiteSettings;
    const change = await this.rows.manager.transaction(async (m) => {
      // The row lock below does not exist before the first save: this lock serialises that one too.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('content.site_settings'))`);
      const saved = await m.getRepository(SiteSettingsEntity).findOne({ where: { id: SiteSettingsEntity.rowId }, lock: { mode: 'pessimistic_write' } });
      const stored = versionOf(saved);
      if (expectedVersion !== undefined && expectedVersion !== stored) {
        throw new StaleSaveException({ savedBy: saved?.updatedBy ?? null, savedAt: new Date(stored).toISOString(), version: stored, comparison: null }, 'settings page');
      }
      const previousEmail = siteSettingsOf(saved).email;
      if (previousEmail.toLowerCase() !== document.email.toLowerCase() && editor.role !== 'owner') throw new ForbiddenException(emailChangeRefused);
      // The save time is the version, so it always moves on, even for two saves within one millisecond.
      const updatedAt = new Date(Math.max(Date.now(), stored + 1));
      await m.getRepository(SiteSettingsEntity).upsert({ id: SiteSettingsEntity.rowId, document, updatedAt, updatedBy: editor.email }, ['id']);
      if (previousEmail.toLowerCase() === document.email.toLowerCase()) return undefined;
      // Before the first save the address is the first-start placeholder: nobody reads it, so nobody is told.
      const notice = saved ? await m.getRepository(SettingsNoticeEntity).save({ previousEmail, newEmail: document.email, changedBy: editor.email }) : undefined;
      return { previousEmail, notice };
    });
    if (change) await this.announce(change.previousEmail, document.email, change.notice, editor);
    return this.record();
  }

  private async announce(previousEmail: string, newEmail: string, notice: SettingsNoticeEntity | undefined, editor: SettingsEditor): Promise<void> {
    await this.audit.record({
      action: 'settings.email-changed',
      outcome: 'changed',
      actorId: editor.id,
      actorEmail: editor.email,
      target: `${previousEmail} -> ${newEmail}`.slice(0, 200),
      address: editor.address,
    });
    if (!notice) return;
    const job: MailJob = { kind: 'settings-email-changed', noticeId: notice.id };
    // The save stands without Redis; the row stays queued for the record and the mail is logged as not handed over.
    await queueMail(this.mailQueue, job).catch((error: unknown) =>
      this.logger.error({ err: String(error), noticeId: notice.id }, 'settings notice could not be queued'),
    );
  }
}

// The settings' version is the millisecond of their last save (0 before the first), read under the save's lock.
function versionOf(row: SiteSettingsEntity | null): number {
  return row?.updatedAt.getTime() ?? 0;
}
