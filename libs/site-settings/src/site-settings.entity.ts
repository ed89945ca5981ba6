import type { SiteSettings } from '@hvac/contracts';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

// The owner's site settings: a single row holding the whole document, versioned by who saved it last
// and when. content-api writes it; the pages (through content-api) and mailer-worker read it.
@Entity({ name: 'site_settings', schema: 'content' })
@Check('site_settings_single_row', 'id = 1')
export class SiteSettingsEntity {
  static readonly rowId = 1;

  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'jsonb' })
  document: SiteSettings;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 254 })
  updatedBy: string;
}
