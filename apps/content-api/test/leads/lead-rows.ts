import { EnquiryEntity, SubscriberEntity, SubscriberTokenEntity } from '@hvac/leads';
import { DataSource, type Repository } from 'typeorm';
import type { TestApp } from '../test-app';

export type LeadRows = { enquiries: Repository<EnquiryEntity>; subscribers: Repository<SubscriberEntity>; tokens: Repository<SubscriberTokenEntity> };

// The tests read and set up rows through the shared entities, never SQL naming columns, so a renamed
// column breaks their compile too.
export function leadRows(t: TestApp): LeadRows {
  const db = t.app.get(DataSource);
  return { enquiries: db.getRepository(EnquiryEntity), subscribers: db.getRepository(SubscriberEntity), tokens: db.getRepository(SubscriberTokenEntity) };
}
