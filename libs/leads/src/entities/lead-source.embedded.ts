import { Column } from 'typeorm';

// Where a lead came from (the beacon's landing page, referrer host and UTM parameters of the visit),
// embedded in the enquiry and subscriber rows; null when unknown (sent without JavaScript, or before
// sources were recorded).
export class LeadSourceColumns {
  @Column({ name: 'landing_page', type: 'varchar', length: 300, nullable: true })
  landingPage: string | null;

  @Column({ name: 'referrer_host', type: 'varchar', length: 253, nullable: true })
  referrerHost: string | null;

  @Column({ name: 'utm_source', type: 'varchar', length: 100, nullable: true })
  utmSource: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 100, nullable: true })
  utmMedium: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 100, nullable: true })
  utmCampaign: string | null;
}
