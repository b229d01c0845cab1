/**
 * PUT of a raw file to a pre-signed address (SPEC.md section 7). It uses a bare axios
 * call, not the API client: the storage host must never see the bearer token.
 */
import axios from 'axios';
import { toApiError } from './api-error';

export interface PresignedUploadOptions {
  contentType?: string;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export async function uploadToPresignedUrl(
  url: string,
  file: Blob,
  options: PresignedUploadOptions = {},
): Promise<void> {
  const { contentType, onProgress, signal } = options;
  try {
    await axios.put(url, file, {
      headers: { 'Content-Type': contentType ?? (file.type || 'application/octet-stream') },
      withCredentials: false,
      signal,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * What an upload-url answer says (`@itam/shared/contracts`, upload-ticket.ts): the request
 * that sends the file (a pre-signed PUT straight to the bucket, or the API's own signed
 * address on local disk) and the address that confirms it.
 */
export interface UploadTicket {
  upload: { method: 'PUT'; url: string; headers: Record<string, string> };
  confirmUrl: string;
}

/**
 * Sends the file where the ticket says, with the headers it names, then POSTs its confirm
 * address, whichever store the API has; the confirm's answer (the stored file). Neither
 * request carries the bearer token: both addresses are signed.
 */
export async function uploadWithTicket<Answer = unknown>(
  ticket: UploadTicket,
  file: Blob,
  options: Omit<PresignedUploadOptions, 'contentType'> = {},
): Promise<Answer> {
  const { onProgress, signal } = options;
  try {
    await axios.request({
      method: ticket.upload.method,
      url: ticket.upload.url,
      data: file,
      headers: ticket.upload.headers,
      withCredentials: false,
      signal,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
    const confirmed = await axios.post<Answer>(ticket.confirmUrl, undefined, {
      withCredentials: false,
      signal,
    });
    return confirmed.data;
  } catch (error) {
    throw toApiError(error);
  }
}
