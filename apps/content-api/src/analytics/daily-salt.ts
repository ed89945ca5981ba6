import { createHash, randomBytes } from 'node:crypto';
import { siteTimeZone } from '@hvac/contracts';

// The business's calendar day of an instant (YYYY-MM-DD in Toronto). One formatter: making one costs
// more than the rest of a beacon's handling.
const torontoDate = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone });
export const siteDay = (at: Date) => torontoDate.format(at);

// A query on the database (the collector's own pool), returning its rows.
export type QueryRows = <T>(sql: string, params: unknown[]) => Promise<T[]>;

// Unique visitors the way Plausible counts them: a hash of a random salt of the day, the site, the
// address and the user agent. The salt is made by whichever replica needs it first (one row per day,
// the insert ignoring a conflict, so all replicas use the same one) and every earlier day's salt is
// deleted as soon as a new day's exists: yesterday's hashes can never be recomputed or matched to today's.
export class DailySalt {
  private current?: { day: string; salt: Promise<Buffer> };

  constructor(private readonly query: QueryRows) {}

  // `day` is the event's siteDay, worked out once by the caller so the hash and the stored day agree.
  async visitorHash(day: string, site: string, ip: string, userAgent: string): Promise<bigint> {
    const salt = await this.saltOf(day);
    const digest = createHash('sha256').update(salt).update(site).update('\0').update(ip).update('\0').update(userAgent).digest();
    // 64 bits: a collision among a day's few thousand visitors is vanishingly unlikely.
    return digest.readBigInt64BE(0);
  }

  // One lookup a day however many beacons arrive meanwhile; a failed one is tried again by the next beacon.
  private saltOf(day: string): Promise<Buffer> {
    if (this.current?.day !== day) {
      const salt = this.load(day);
      this.current = { day, salt };
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(day: string): Promise<Buffer> {
    await this.query(`INSERT INTO content.analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [day, randomBytes(32)]);
    const [row] = await this.query<{ salt: Buffer }>(`SELECT salt FROM content.analytics_salts WHERE day = $1`, [day]);
    await this.query(`DELETE FROM content.analytics_salts WHERE day < $1`, [day]);
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  }
}
