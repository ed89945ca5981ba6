import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import webpush from 'web-push';
import { ALERTS_ENV, type AlertsEnv } from './alerts.config';
import { VapidKeyEntity } from './vapid-key.entity';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

// The server's VAPID identity: from the environment, else the pair generated once and kept in the database.
@Injectable()
export class VapidKeysService {
  private readonly logger = new Logger('VapidKeys');
  private keys?: Promise<VapidKeys>;

  constructor(
    @Inject(ALERTS_ENV) private readonly env: AlertsEnv,
    @InjectRepository(VapidKeyEntity) private readonly rows: Repository<VapidKeyEntity>,
  ) {}

  current(): Promise<VapidKeys> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  private async load(): Promise<VapidKeys> {
    // Push services accept only an https: or mailto: subject; a development site on http gets a placeholder.
    const site = new URL(this.env.PUBLIC_SITE_URL);
    const subject = this.env.VAPID_SUBJECT ?? (site.protocol === 'https:' ? site.origin : 'mailto:webmaster@localhost');
    if (this.env.VAPID_PUBLIC_KEY && this.env.VAPID_PRIVATE_KEY) return { publicKey: this.env.VAPID_PUBLIC_KEY, privateKey: this.env.VAPID_PRIVATE_KEY, subject };
    const generated = webpush.generateVAPIDKeys();
    // Two replicas starting at once: the first insert wins and both read it back.
    await this.rows.createQueryBuilder().insert().values({ id: VapidKeyEntity.rowId, ...generated }).orIgnore().execute();
    const row = await this.rows.findOneByOrFail({ id: VapidKeyEntity.rowId });
    if (row.publicKey === generated.publicKey) this.logger.warn('VAPID keys generated and stored in the database; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production');
    return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
  }
}
