/** The parts of an outgoing e-mail that Gmail 2's send, reply and draft operations share. */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import type { MailAttachment } from '../shared/mime/index.js';

/**
 * A comma-separated list of addresses as header text: a bare address is wrapped in `<…>`, one
 * with a name ("Name <a@b>") is kept. An entry without `@` is refused, naming the field.
 */
export function prepareEmailsInput(
  ctx: Pick<ExecuteContext, 'getNode'>,
  input: string,
  fieldName: string,
  itemIndex: number,
): string {
  let emails = '';
  for (const entry of String(input).split(',')) {
    const email = entry.trim();
    if (!email.includes('@')) {
      throw new NodeOperationError(ctx.getNode(), 'Invalid email address', {
        description: `The email address '${email}' in the '${fieldName}' field isn't valid`,
        itemIndex,
      });
    }
    emails += email.includes('<') && email.includes('>') ? `${email},` : `<${email}>, `;
  }
  return emails;
}

/** The attribution line added to e-mails when `appendAttribution` is on. */
const ATTRIBUTION_TEXT = 'This email was sent automatically with Weft';

/** The body of an e-mail from `emailType` and `message` (trimmed), with the attribution when asked. */
export function prepareEmailBody(
  ctx: Pick<ExecuteContext, 'getNodeParameter'>,
  itemIndex: number,
  appendAttribution = false,
): { text: string; html: string } {
  const emailType = String(ctx.getNodeParameter('emailType', itemIndex) ?? 'text');
  let message = String(ctx.getNodeParameter('message', itemIndex, '') ?? '').trim();
  if (appendAttribution) {
    message =
      emailType === 'html'
        ? `${message}\n<br>\n<br>\n---\n<br>\n<em>${ATTRIBUTION_TEXT}</em>\n`
        : `${message}\n\n---\n${ATTRIBUTION_TEXT}`;
  }
  return emailType === 'html' ? { text: '', html: message } : { text: message, html: '' };
}

/**
 * The attachments of an item from `attachmentsUi.attachmentsBinary[].property` (binary field
 * names, comma-separated). A field the item lacks is refused, naming it.
 */
export async function prepareEmailAttachments(
  ctx: Pick<ExecuteContext, 'getNode' | 'getInputData' | 'helpers'>,
  attachmentsUi: unknown,
  itemIndex: number,
): Promise<MailAttachment[]> {
  const list: MailAttachment[] = [];
  const entries = (attachmentsUi as { attachmentsBinary?: Array<{ property?: string }> } | undefined)
    ?.attachmentsBinary;
  if (!Array.isArray(entries)) return list;
  const item = ctx.getInputData()[itemIndex];
  for (const { property } of entries) {
    for (const raw of String(property ?? '').split(',')) {
      const name = raw.trim();
      if (!name) continue;
      const binary = item?.binary?.[name];
      if (!binary) {
        throw new NodeOperationError(ctx.getNode(), 'Attachment not found', {
          description: `The input field '${name}' doesn't contain an attachment. Please make sure you specify a field containing binary data`,
          itemIndex,
        });
      }
      list.push({
        name: binary.fileName || 'unknown',
        content: await ctx.helpers.getBinaryDataBuffer(itemIndex, name),
        type: binary.mimeType,
      });
    }
  }
  return list;
}
