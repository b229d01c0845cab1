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
