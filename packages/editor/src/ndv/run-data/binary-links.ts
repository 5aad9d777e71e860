import { REST_BASE } from '../../api/client';
import type { BinaryEntry } from '../../stores/ndv/state';

/**
 * Types an inline payload may be shown as in a new tab. The tab has the editor's origin, so
 * anything that can run script there (HTML, SVG, XML) is offered for download only; payloads
 * stored as files are viewed through the server, which serves them sandboxed.
 */
const VIEWABLE_INLINE =
  /^(image\/(png|jpe?g|gif|webp|avif|bmp)|application\/(pdf|json)|text\/(plain|csv)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** The `/rest/data` address of a payload stored as a file. */
export function binaryDataUrl(entry: BinaryEntry, mode: 'view' | 'download'): string | undefined {
  if (!entry.id) return undefined;
  const query = new URLSearchParams({ mode, mimeType: entry.mimeType });
  if (entry.fileName) query.set('fileName', entry.fileName);
  return `${REST_BASE}/data/${encodeURIComponent(entry.id)}?${query.toString()}`;
}

/** Whether the payload can be opened in a new tab. */
export function canViewBinary(entry: BinaryEntry): boolean {
  return !!entry.id || (!!entry.data && VIEWABLE_INLINE.test(entry.mimeType));
}

/** Whether the payload's bytes are here to download (inline, or as a file on the server). */
export function canDownloadBinary(entry: BinaryEntry): boolean {
  return !!entry.id || !!entry.data;
}

function inlineBlobUrl(entry: BinaryEntry): string {
  const text = atob(entry.data ?? '');
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: entry.mimeType }));
}

/** Opens the payload in a new tab. */
export function viewBinary(entry: BinaryEntry): void {
  if (!canViewBinary(entry)) return;
  const url = binaryDataUrl(entry, 'view') ?? inlineBlobUrl(entry);
  window.open(url, '_blank', 'noopener');
}

/** Saves the payload under its file name. */
export function downloadBinary(entry: BinaryEntry): void {
  if (!canDownloadBinary(entry)) return;
  const inline = !entry.id;
  const url = binaryDataUrl(entry, 'download') ?? inlineBlobUrl(entry);
  const link = document.createElement('a');
  link.href = url;
  link.download = entry.fileName ?? `${entry.key}${entry.fileExtension ? `.${entry.fileExtension}` : ''}`;
  document.body.append(link);
  link.click();
  link.remove();
  if (inline) setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
