import { minFillSeconds } from '@hvac/contracts';
import { botReason } from './bot-signals';

describe('botReason', () => {
  const now = Date.UTC(2026, 0, 15, 12);

  it('passes a person: no signals, or a form shown long enough ago', () => {
    expect(botReason({}, now)).toBeNull();
    expect(botReason({ website: '' }, now)).toBeNull();
    expect(botReason({ startedAt: now - minFillSeconds * 1000 }, now)).toBeNull();
    expect(botReason({ startedAt: now - 10 * 60_000 }, now)).toBeNull();
  });

  it('tolerates a form stamped by a clock a little ahead of ours', () => {
    expect(botReason({ startedAt: now + 60_000 }, now)).toBeNull();
    expect(botReason({ startedAt: now + 2 * 60_000 }, now)).toBeNull();
  });

  it('marks a filled honeypot, a too-fast reply and a start time far in the future', () => {
    expect(botReason({ website: 'http://spam.example', startedAt: now - 60_000 }, now)).toBe('the hidden field was filled');
    expect(botReason({ startedAt: now - 1200 }, now)).toBe('sent 1.2 s after the form was shown');
    expect(botReason({ startedAt: now - minFillSeconds * 1000 + 1 }, now)).toMatch(/after the form was shown/);
    expect(botReason({ startedAt: now + 3 * 60_000 }, now)).toBe('the form start time lies in the future');
  });
});
