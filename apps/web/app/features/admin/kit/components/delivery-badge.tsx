import type { DeliveryState, MailDelivery } from '@hvac/contracts';
import { formatDateTime } from '../utils/display';

export const deliveryStateLabels: Record<DeliveryState, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Not sent' };

// One outgoing mail: whether it went out, when, and why not (an error, or the reason it was skipped).
export function DeliveryBadge({ delivery }: { delivery: MailDelivery }) {
  return (
    <div className="admin-delivery">
      <span className={`admin-badge admin-badge--${delivery.state}`}>{deliveryStateLabels[delivery.state]}</span>
      {delivery.state === 'sent' && delivery.sentAt ? <span className="admin-delivery__note">{formatDateTime(delivery.sentAt)}</span> : null}
      {delivery.state !== 'sent' && delivery.attempts > 0 ? (
        <span className="admin-delivery__note">
          {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
        </span>
      ) : null}
      {delivery.lastError && delivery.state !== 'sent' ? <span className="admin-delivery__error">{delivery.lastError}</span> : null}
      {delivery.skippedReason ? <span className="admin-delivery__note">{delivery.skippedReason}</span> : null}
    </div>
  );
}
