/** Building and parsing e-mail messages (RFC 822) for the mail nodes. */
export { composeMail, composeRawMail, toBase64Url, type MailAttachment, type MailMessage } from './compose.js';
export { parseMail, type ParsedMessage } from './parse.js';
