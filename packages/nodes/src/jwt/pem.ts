/**
 * PEM keys pasted on one line (as credential forms often store them): rebuilt with their line
 * breaks, as n8n does before handing keys to a crypto library. A key that already has line breaks
 * is left as it is.
 */
export function formatPemKey(key: string | undefined, isPublic = false): string | undefined {
  if (!key || key.includes('\n')) return key;
  const armour = isPublic ? /PUBLIC KEY/ : /PRIVATE KEY|CERTIFICATE/;
  let out = '';
  for (const part of key.split('-----')) {
    if (part === '') continue;
    if (armour.test(part)) {
      out += `-----${part}-----`;
      continue;
    }
    // Encrypted-key headers ("Proc-Type: 4,ENCRYPTED") keep their fields together.
    const body = /Proc-Type|DEK-Info/.test(part) ? part.replace(/:\s+/g, ':') : part;
    out += body.replace(/\\n/g, '\n').replace(/\s+/g, '\n');
  }
  return out;
}
