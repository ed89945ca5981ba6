import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MailSuppressionEntity } from './entities/mail-suppression.entity';

// Lower-cased and without a +tag, so varying the case or the tag of one mailbox does not escape the list.
export function suppressionHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase().replace(/\+[^@]*@/, '@')).digest('hex');
}

export const suppressedReason = 'This address asked for its data to be erased and is never mailed again';

export async function isSuppressed(manager: EntityManager, email: string): Promise<boolean> {
  return manager.existsBy(MailSuppressionEntity, { addressHash: suppressionHash(email) });
}
