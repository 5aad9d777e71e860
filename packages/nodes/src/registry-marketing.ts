import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { mailchimpApiCredential, mailchimpNode, mailchimpOAuth2ApiCredential } from './mailchimp/index.js';
import { mailchimpTriggerNode } from './mailchimp-trigger/index.js';
import { sendGridApiCredential, sendGridNode } from './send-grid/index.js';
import { sendInBlueApiCredential, sendInBlueNode } from './send-in-blue/index.js';
import { sendInBlueTriggerNode } from './send-in-blue-trigger/index.js';

/** E-mail marketing services (SendGrid, Mailchimp, Brevo…): node types, their triggers and tool variants. */
export const marketingNodeTypes: readonly NodeType[] = [
  ...sendGridNode,
  // n8n offers SendGrid 1 to agents as a tool (`sendGridTool`).
  ...buildToolVariants(sendGridNode, { sendGrid: [1] }),
  ...mailchimpNode,
  ...buildToolVariants(mailchimpNode, { mailchimp: [1] }),
  ...mailchimpTriggerNode,
  ...sendInBlueNode,
  ...buildToolVariants(sendInBlueNode, { sendInBlue: [1] }),
  ...sendInBlueTriggerNode,
];

/** Credential types of these nodes. */
export const marketingCredentialTypes: readonly CredentialType[] = [
  sendGridApiCredential,
  mailchimpApiCredential,
  mailchimpOAuth2ApiCredential,
  sendInBlueApiCredential,
];
