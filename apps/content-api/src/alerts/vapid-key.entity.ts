import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// The VAPID key pair generated on the first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set
// (development): one row, so every replica and every restart signs with the same key.
@Entity({ name: 'vapid_keys', schema: 'content' })
export class VapidKeyEntity {
  static readonly rowId = 1;

  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'public_key', type: 'varchar', length: 200 })
  publicKey: string;

  @Column({ name: 'private_key', type: 'varchar', length: 200 })
  privateKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
