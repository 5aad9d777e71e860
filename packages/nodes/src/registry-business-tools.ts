import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { clockifyCredentialTypeList, clockifyNode } from './clockify/index.js';
import { clockifyTriggerNode } from './clockify-trigger/index.js';
import { mailgunCredentialTypeList, mailgunNode } from './mailgun/index.js';
import { uprocCredentialTypeList, uprocNode } from './uproc/index.js';

/** Business tools (uProc, Clockify, Mailgun…): node types, their triggers and tool variants. */
export const businessToolsNodeTypes: readonly NodeType[] = [
  ...clockifyNode,
  // n8n offers Clockify 1 to agents as a tool (`clockifyTool`).
  ...buildToolVariants(clockifyNode, { clockify: [1] }),
  // Its credential, `clockifyApi`, is registered with the Clockify node.
  ...clockifyTriggerNode,
  ...mailgunNode,
  // n8n offers Mailgun 1 to agents as a tool (`mailgunTool`).
  ...buildToolVariants(mailgunNode, { mailgun: [1] }),
  ...uprocNode,
  // n8n offers uProc 1 to agents as a tool (`uprocTool`).
  ...buildToolVariants(uprocNode, { uproc: [1] }),
];

/** Credential types of these nodes. */
export const businessToolsCredentialTypes: readonly CredentialType[] = [
  ...clockifyCredentialTypeList,
  ...mailgunCredentialTypeList,
  ...uprocCredentialTypeList,
];
