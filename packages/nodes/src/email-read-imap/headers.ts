/**
 * A message header as n8n's "Simple" format shows it (node-imap's `parseHeader`): names in lower
 * case, continuation lines joined, encoded words (`=?UTF-8?B?…?=`) decoded, and the first value of
 * each name kept.
 */

/** Decodes RFC 2047 encoded words (`=?charset?B|Q?text?=`); unknown charsets are read as UTF-8. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      try {
        return new TextDecoder(charset.toLowerCase()).decode(bytes);
      } catch {
        return bytes.toString('utf8');
      }
    });
}

/** The header block as `{ name: firstValue }` (names in lower case, values decoded). */
export function parseHeaderBlock(block: string | Buffer): Record<string, string> {
  const text = Buffer.isBuffer(block) ? block.toString('binary') : block;
  const out: Record<string, string> = {};
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const fields: string[] = [];
  for (const line of lines) {
    if (!line) break;
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1] += ` ${line.trim()}`;
    else fields.push(line);
  }
  for (const field of fields) {
    const colon = field.indexOf(':');
    if (colon <= 0) continue;
    const name = field.slice(0, colon).trim().toLowerCase();
    const raw = field.slice(colon + 1).trim();
    if (name in out) continue;
    out[name] = decodeEncodedWords(Buffer.from(raw, 'binary').toString('utf8'));
  }
  return out;
}
