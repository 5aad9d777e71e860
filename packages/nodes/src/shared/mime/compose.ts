/**
 * RFC 822 messages built with nodemailer's MailComposer, base64url-encoded as Gmail's
 * `users.messages.send` and `users.drafts.create` take them (`raw`).
 */
import type MailComposerType from 'nodemailer/lib/mail-composer/index.js';
import { lazyRequire } from '../lazy-require.js';

const mailComposer = lazyRequire<typeof MailComposerType>('nodemailer/lib/mail-composer');

/** One attachment: its bytes, file name and media type. */
export interface MailAttachment {
  name: string;
  content: Uint8Array;
  type?: string;
}

/** What goes into a message; address fields are header values ("Name <a@b>, <c@d>"). */
export interface MailMessage {
  from?: string;
  to?: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
  inReplyTo?: string;
  references?: string;
  subject?: string;
  /** The plain-text body. */
  text?: string;
  /** The HTML body (a multipart/alternative message when both are given). */
  html?: string;
  attachments?: MailAttachment[];
}

/** `bytes` as base64url without padding (RFC 4648 §5), Gmail's encoding of `raw`. */
export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The raw RFC 822 bytes of a message. Bcc is kept as a header (Gmail reads recipients from it). */
export async function composeMail(message: MailMessage): Promise<Buffer> {
  const MailComposer = mailComposer();
  const blank = (value: string | undefined) => (value ? value : undefined);
  const options: ConstructorParameters<typeof MailComposerType>[0] = {
    from: blank(message.from),
    to: blank(message.to),
    cc: blank(message.cc),
    bcc: blank(message.bcc),
    replyTo: blank(message.replyTo),
    inReplyTo: blank(message.inReplyTo),
    references: blank(message.references),
    subject: message.subject,
    text: message.text,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  if (message.html) options.html = message.html;
  if (message.attachments?.length) {
    options.attachments = message.attachments.map((a) => ({
      filename: a.name,
      content: Buffer.from(a.content),
      contentType: a.type,
    }));
  }
  const mail = new MailComposer(options).compile() as ReturnType<MailComposerType['compile']> & { keepBcc: boolean };
  // MailComposer drops the Bcc header when it builds unless told to keep it after compiling.
  mail.keepBcc = true;
  return mail.build();
}

/** {@link composeMail}, base64url-encoded for Gmail's `raw` field. */
export async function composeRawMail(message: MailMessage): Promise<string> {
  return toBase64Url(await composeMail(message));
}
