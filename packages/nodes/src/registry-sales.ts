import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { jotFormApiCredential, jotFormTriggerNode } from './jot-form-trigger/index.js';
import { pipedriveCredentialTypeList, pipedriveNode } from './pipedrive/index.js';
import { pipedriveTriggerNode } from './pipedrive-trigger/index.js';
import { typeformCredentialTypeList, typeformTriggerNode } from './typeform-trigger/index.js';
import { zendeskCredentialTypeList, zendeskNode } from './zendesk/index.js';

/** Sales, support and form tools (JotForm, Pipedrive, Typeform, Zendesk): node types, their triggers and tool variants. */
export const salesNodeTypes: readonly NodeType[] = [
  ...jotFormTriggerNode,
  ...pipedriveNode,
  // n8n offers Pipedrive 1 to agents as a tool (`pipedriveTool`).
  ...buildToolVariants(pipedriveNode, { pipedrive: [1] }),
  ...pipedriveTriggerNode,
  ...typeformTriggerNode,
  ...zendeskNode,
  // n8n offers Zendesk 1 to agents as a tool (`zendeskTool`).
  ...buildToolVariants(zendeskNode, { zendesk: [1] }),
];

/** Credential types of these nodes. */
export const salesCredentialTypes: readonly CredentialType[] = [
  jotFormApiCredential,
  ...pipedriveCredentialTypeList,
  ...typeformCredentialTypeList,
  ...zendeskCredentialTypeList,
];
