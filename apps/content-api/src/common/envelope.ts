import type { ErrorBodyFormatter } from '@hvac/server-kit';
import type { Fail, SuccessData, SuccessMessage } from '@hvac/contracts';

export const ok = <T>(data: T, message?: string): SuccessData<T> =>
  message === undefined ? { status: 'success', data } : { status: 'success', data, message };
export const done = (message: string): SuccessMessage => ({ status: 'success', message });

// The spec's error envelope. The admin reads `error` after POST /blogs and `message` elsewhere,
// so every failure carries both.
export const failBody: ErrorBodyFormatter = (_status, message): Fail => ({ status: 'fail', message, error: message });
