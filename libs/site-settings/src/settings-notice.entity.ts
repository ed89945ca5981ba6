import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MailDeliveryColumns } from '@hvac/mail-queue';

// A mail to the site's previous e-mail address after the owner changed it (it receives every enquiry and sends
// every mail, so the old inbox hears of the change). Written in the settings save's transaction, sent by
// mailer-worker. content-api's migrations own the table.
@Entity({ name: 'settings_notices', schema: 'content' })
export class SettingsNoticeEntity extends MailDeliveryColumns {
  @PrimaryGeneratedColumn()
  id: number;

  // The address before the change: the mail goes here.
  @Column({ name: 'previous_email', type: 'varchar', length: 254 })
  previousEmail: string;

  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail: string;

  @Column({ name: 'changed_by', type: 'varchar', length: 254 })
  changedBy: string;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
