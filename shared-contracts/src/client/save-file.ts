/** Hands a downloaded file to the browser to save under `filename` (object URL + download link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled (revoking at once can cancel the download).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
