import { HTTPError } from 'ky';
import { apiErrorMessage } from '../../../../lib/api-error';
import { type DownloadedFile, downloadFile } from './download-file';

// What an admin route's clientAction answers: the outcome of one write, in the words the banner shows.
// The framework then reloads the route's data, so the screen shows the change without a reload step.
export type AdminActionReply = { ok: boolean; message: string };

export async function adminActionReply(work: () => Promise<string>, failure: string): Promise<AdminActionReply> {
  try {
    return { ok: true, message: await work() };
  } catch (error) {
    rethrowSessionEnd(error);
    return { ok: false, message: await apiErrorMessage(error, failure) };
  }
}

// A 401 ends the session: the API client's handler signs out and the sign-in page takes over, so the write has no
// reply to show. It stays an error, which also keeps the router from completing a fetcher's action on a screen
// that is being left (it would look for the sign-in route before it is loaded).
export function rethrowSessionEnd(error: unknown): void {
  if (error instanceof HTTPError && error.response.status === 401) throw error;
}

// A field of the submitted form as text ('' when absent), and as the numeric id the admin's rows use.
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? '');
export const formId = (form: FormData, name = 'id'): number => Number(form.get(name));

// An export: the browser saves the file the server made, and the banner says what it held.
export const downloadReply = (file: () => Promise<DownloadedFile>, done: string): Promise<AdminActionReply> =>
  adminActionReply(async () => (downloadFile(await file()), done), 'The export failed. Please try again.');

// What a data route's clientLoader answers to a fetcher: the record, or why it could not be read (shown
// where the record would be, rather than replacing the screen with the error page).
export type AdminLoadReply<T> = { ok: true; data: T } | { ok: false; message: string };

export async function adminLoadReply<T>(work: () => Promise<T>, failure: string): Promise<AdminLoadReply<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    return { ok: false, message: await apiErrorMessage(error, failure) };
  }
}
