/**
 * Copies text to the clipboard: the Clipboard API when the page may use it, else a hidden
 * textarea and the copy command (plain-HTTP instances have no Clipboard API).
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (globalThis.navigator?.clipboard && globalThis.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way to copy without the Clipboard API (plain-HTTP pages); no replacement exists
  const ok = document.execCommand?.('copy');
  area.remove();
  if (!ok) throw new Error('The browser did not allow copying. Select the text and copy it by hand.');
}
