/** Saves bytes or text as a file through a temporary object URL (no server round trip). */
export function downloadFile(content: Uint8Array | string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }));
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
