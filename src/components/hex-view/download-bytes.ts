/** Saves bytes as a file through a temporary object URL (no server round trip). */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = 'application/x-bcs'): void {
  const blob = new Blob([new Uint8Array(bytes)], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // the click starts the download synchronously; revoke on the next turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
