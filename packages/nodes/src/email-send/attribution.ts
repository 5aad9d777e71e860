/** The line Send Email 2.1 appends by default ("Append Weft Attribution"), in Weft's words. */
export const EMAIL_ATTRIBUTION = 'This email was sent automatically with Weft';

/**
 * The bodies with the attribution appended, where n8n appends its own: to the HTML body when the
 * format is HTML, or both with an HTML body; otherwise to the text body.
 */
export function withAttribution(
  format: string,
  bodies: { text?: string; html?: string },
): { text?: string; html?: string } {
  if (format === 'html' || (format === 'both' && bodies.html)) {
    return { ...bodies, html: `${bodies.html ?? ''}\n<br>\n<br>\n---\n<br>\n<em>${EMAIL_ATTRIBUTION}</em>\n` };
  }
  return { ...bodies, text: `${bodies.text ?? ''}\n\n---\n${EMAIL_ATTRIBUTION}` };
}
