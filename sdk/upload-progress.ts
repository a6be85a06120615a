import type { Client } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * POSTs a multipart form and reports the real progress of the request body as a fraction
 * (XMLHttpRequest's upload events; fetch has none). Browsers only.
 */
export function postFormWithProgress<T>(
  client: Client,
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', client.url(path));
    xhr.setRequestHeader('accept', 'application/json');
    if (client.token) xhr.setRequestHeader('authorization', `Bearer ${client.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: ApiError falls back to the status.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
