import { HTTPError, TimeoutError } from 'ky';
import { messageFromBody } from './error-body';

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
