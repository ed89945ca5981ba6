import type { EntityManager } from 'typeorm';
import { EnquiryEntity } from '../entities/enquiry.entity';
import { SubscriberEntity } from '../entities/subscriber.entity';
import { isSuppressed } from '../mail-suppression';

// Why a commercial mail (a review request or reminder) must not go to this address, or null when it may:
// it unsubscribed from anything (a review mail, the newsletter), or an enquiry from it was marked spam.
// Checked when the request is made and again by the worker right before it sends.
export async function suppressionOf(manager: EntityManager, email: string): Promise<string | null> {
  const address = email.trim().toLowerCase();
  // The one suppression list: unsubscribed from a review mail, or erased on a privacy request.
  if (await isSuppressed(manager, address)) return 'the address is on the suppression list (unsubscribed or erased)';
  const lower = (alias: string) => `lower(${alias}.email) = :address`;
  const unsubscribed = await manager.createQueryBuilder(SubscriberEntity, 's').where(lower('s')).andWhere(`s.status = 'unsubscribed'`).setParameters({ address }).getExists();
  if (unsubscribed) return 'the address unsubscribed from the newsletter';
  const spam = await manager.createQueryBuilder(EnquiryEntity, 'e').where(lower('e')).andWhere(`e.status = 'spam'`).setParameters({ address }).getExists();
  return spam ? 'an enquiry from this address was marked as spam' : null;
}
