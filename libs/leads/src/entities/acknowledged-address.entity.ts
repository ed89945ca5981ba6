import { Column, Entity, PrimaryColumn } from 'typeorm';

// The last acknowledgement claimed for each visitor address: a new enquiry's receipt goes out only
// if the address has none within acknowledgementIntervalHours. One row per address, claimed with a
// conditional upsert, so two enquiries at the same moment cannot both claim it.
@Entity({ name: 'acknowledged_addresses', schema: 'content' })
export class AcknowledgedAddressEntity {
  // Lower-cased, without a +tag: see acknowledgementAddress.
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address: string;

  @Column({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  @Column({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt: Date;
}
