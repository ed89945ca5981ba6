import { Column, Entity } from 'typeorm';
import { PurposedLinkToken } from './hashed-link-token';

export type SubscriberTokenPurpose = 'confirm' | 'unsubscribe';

// One link token of a subscriber (confirm or unsubscribe), as its hash. Every mail gets tokens of its own
// and all stay valid (confirm tokens until they expire), so an older mail's links keep working.
@Entity({ name: 'subscriber_tokens', schema: 'content' })
export class SubscriberTokenEntity extends PurposedLinkToken<SubscriberTokenPurpose> {
  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;
}
