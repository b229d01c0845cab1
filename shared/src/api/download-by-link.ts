/** Starts a browser download of `url` (SPEC.md section 7), optionally under `fileName`. */
export function downloadByLink(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (fileName) link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Saves `blob` (a file the API answered to the session's bearer token, which a plain link
 * cannot send) under `fileName`, through a temporary object address.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    downloadByLink(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
