/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context (https or
 * localhost); an explorer served over plain http elsewhere falls back to a hidden textarea.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // execCommand is deprecated but is the only copy path outside secure contexts
    if (!document.execCommand('copy')) throw new Error('copy was refused');
  } finally {
    area.remove();
  }
}
