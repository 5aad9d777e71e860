import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { serviceNowCredentialTypeList, serviceNowNode } from './service-now/index.js';
import { zammadCredentialTypeList, zammadNode } from './zammad/index.js';
import { twilioTriggerNode } from './twilio-trigger/index.js';
import { zoomCredentialTypeList, zoomNode } from './zoom/index.js';
import { signl4CredentialTypeList, signl4Node } from './signl4/index.js';

/** Service desks and meetings (ServiceNow, Zammad, Zoom, Twilio Trigger, SIGNL4…): node types, their triggers and tool variants. */
export const serviceDeskNodeTypes: readonly NodeType[] = [
  ...serviceNowNode,
  // n8n offers ServiceNow 1 to agents as a tool (`serviceNowTool`).
  ...buildToolVariants(serviceNowNode, { serviceNow: [1] }),
  ...zammadNode,
  // n8n offers Zammad 1 to agents as a tool (`zammadTool`).
  ...buildToolVariants(zammadNode, { zammad: [1] }),
  ...zoomNode,
  // n8n offers Zoom 1 to agents as a tool (`zoomTool`).
  ...buildToolVariants(zoomNode, { zoom: [1] }),
  // Its credential, `twilioApi`, is registered with the Twilio node.
  ...twilioTriggerNode,
  ...signl4Node,
  // n8n offers SIGNL4 1 to agents as a tool (`signl4Tool`).
  ...buildToolVariants(signl4Node, { signl4: [1] }),
];

/** Credential types of these nodes. */
export const serviceDeskCredentialTypes: readonly CredentialType[] = [
  ...serviceNowCredentialTypeList,
  ...zammadCredentialTypeList,
  ...zoomCredentialTypeList,
  ...signl4CredentialTypeList,
];
