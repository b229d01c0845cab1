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
