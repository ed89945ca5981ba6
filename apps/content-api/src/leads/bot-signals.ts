import { type BotSignals, minFillSeconds } from '@hvac/contracts';

// The clock that stamped the form may run a little ahead of ours: a start time up to this far in the
// future is taken as a person's. Further ahead it is made up.
const clockSkewMs = 2 * 60_000;

// Why a submission looks like a bot's, or null for a person's. Clients that send no startedAt (other
// API clients) are judged by the honeypot alone.
export function botReason(signals: BotSignals, receivedAt: number): string | null {
  if (signals.website) return 'the hidden field was filled';
  if (signals.startedAt === undefined) return null;
  const elapsedMs = receivedAt - signals.startedAt;
  if (elapsedMs < -clockSkewMs) return 'the form start time lies in the future';
  if (elapsedMs >= 0 && elapsedMs < minFillSeconds * 1000) return `sent ${(elapsedMs / 1000).toFixed(1)} s after the form was shown`;
  return null;
}
