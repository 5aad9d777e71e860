import { lazyRequire } from '../lazy-require.js';

/** mime-types, loaded on first use: building its tables took 20 ms of a server's start-up. */
const mime = lazyRequire<typeof import('mime-types')>('mime-types');

/** The media type and extension of a payload given without a media type, as n8n guesses them. */
export interface GuessedType {
  mimeType: string;
  fileExtension?: string;
}

/**
 * What n8n's `prepareBinaryData` does when a node gives no media type: the file name's
 * extension decides (mime-types, n8n's version), else the bytes' signature (file-type), else it
 * is `text/plain`. The extension is the file name's, else the signature's, else the media type's.
 */
export async function guessBinaryType(bytes: Uint8Array, fileName?: string, mimeType?: string): Promise<GuessedType> {
  let type = mimeType || undefined;
  let fileExtension: string | undefined;
  if (!type && fileName) type = mime().lookup(fileName) || undefined;
  if (!type && bytes.length) {
    // Loaded on first use: most payloads come with a media type.
    const { fileTypeFromBuffer } = await import('file-type');
    const sniffed = await fileTypeFromBuffer(bytes);
    if (sniffed) {
      type = sniffed.mime;
      fileExtension = sniffed.ext;
    }
  }
  if (!fileExtension && type) fileExtension = mime().extension(type) || undefined;
  return { mimeType: type ?? 'text/plain', ...(fileExtension ? { fileExtension } : {}) };
}

/** n8n's `fileTypeFromMimeType`: the kind of file the editor shows a payload as. */
export function fileTypeFromMimeType(
  mimeType: string,
): 'json' | 'html' | 'image' | 'audio' | 'video' | 'text' | 'pdf' | undefined {
  if (mimeType.startsWith('application/json')) return 'json';
  if (mimeType.startsWith('text/html')) return 'html';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('text/') || mimeType.startsWith('application/javascript')) return 'text';
  if (mimeType.startsWith('application/pdf')) return 'pdf';
  return undefined;
}
