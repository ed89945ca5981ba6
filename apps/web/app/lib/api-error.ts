import { HTTPError, TimeoutError } from 'ky';

export const networkErrorMessage = 'Could not reach the server. Check your connection and try again.';
export const timeoutErrorMessage = 'The server took too long to answer. Please try again.';

// The message a failed API call should show: the server's own words when it sent some
// ({message} or {error}), otherwise the fallback.
export async function apiErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof TimeoutError) return timeoutErrorMessage;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    return messageFromBody(body) ?? fallback;
  }
  if (error instanceof TypeError) return networkErrorMessage;
  return fallback;
}

export function messageFromBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    // Nest's validation errors may come as a list.
    if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0) return value.join('. ');
  }
  return null;
}
