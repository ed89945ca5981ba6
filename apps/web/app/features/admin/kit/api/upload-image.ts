import { apiPaths, contentLimits } from '@hvac/contracts';
import { networkErrorMessage, timeoutErrorMessage } from '../../../../lib/api-error';
import { messageFromBody } from '../../../../lib/error-body';
import { currentAuthToken, reportUnauthorized } from '../../../../lib/api-client';

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

export class UploadError extends Error {}

// What the uploader says about the image; the server requires alt unless the image is decorative.
export type ImageDescription = { alt: string; decorative: boolean; caption: string };

const uploadTimeoutMs = 120_000;

// fetch cannot report upload progress over HTTP/1.1 (Chromium streams request bodies only over
// HTTP/2+), so the upload uses XMLHttpRequest with the same bearer token and 401 handling as the
// API client. Resolves to the site-relative /media/... URL of the stored image.
export function uploadImage(file: File, description: ImageDescription, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  if (file.size > contentLimits.uploadMaxBytes) {
    return Promise.reject(new UploadError(`The image is larger than ${contentLimits.uploadMaxBytes / 1024 / 1024} MB. Choose a smaller one.`));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.upload);
    xhr.timeout = uploadTimeoutMs;
    xhr.responseType = 'text';
    const token = currentAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = String(xhr.responseText ?? '').trim();
      if (xhr.status >= 200 && xhr.status < 300) {
        // The spec's reply is the URL itself; an enveloped {data: url} is accepted too.
        const url = text.startsWith('{') ? envelopeData(text) : text;
        if (url && (url.startsWith('/') || /^https?:\/\//.test(url))) {
          onProgress(1);
          resolve(url);
          return;
        }
        reject(new UploadError('The server did not return the image address. Please try again.'));
        return;
      }
      if (xhr.status === 401) reportUnauthorized(new Response(null, { status: 401 }));
      reject(new UploadError(messageFromBody(parseJson(text)) ?? `The upload failed (status ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new UploadError(networkErrorMessage));
    xhr.ontimeout = () => reject(new UploadError(timeoutErrorMessage));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    form.append('alt', description.alt);
    form.append('decorative', String(description.decorative));
    form.append('caption', description.caption);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function envelopeData(text: string): string | null {
  const body = parseJson(text);
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['data'] : null;
  return typeof data === 'string' ? data : null;
}
