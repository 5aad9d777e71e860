import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { emailReadImapNode, imapCredential } from './email-read-imap/index.js';
import { emailSendNode, smtpCredential } from './email-send/index.js';

/** n8n offers Send Email 2 and 2.1 to agents as a tool (`emailSendTool`). */
const emailSendTool = buildToolVariants(emailSendNode, { emailSend: [2, 2.1] });

/** E-mail: SMTP sending (Send Email) and the IMAP trigger (Email Trigger (IMAP)). */
export const emailNodeTypes: readonly NodeType[] = [...emailSendNode, ...emailSendTool, ...emailReadImapNode];

/** Credential types of these nodes. */
export const emailCredentialTypes: readonly CredentialType[] = [smtpCredential, imapCredential];
