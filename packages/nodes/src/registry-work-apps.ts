import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { asanaCredentialTypeList, asanaNode } from './asana/index.js';
import { asanaTriggerNode } from './asana-trigger/index.js';
import { clickUpCredentialTypeList, clickUpNode } from './click-up/index.js';
import { clickUpTriggerNode } from './click-up-trigger/index.js';
import { mattermostApiCredential, mattermostNode } from './mattermost/index.js';
import { mondayComCredentialTypeList, mondayComNode } from './monday-com/index.js';
import { trelloApiCredential, trelloNode } from './trello/index.js';
import { twilioApiCredential, twilioNode } from './twilio/index.js';

/** Work and project tools (Twilio, ClickUp, Trello…): node types, their triggers and tool variants. */
export const workAppsNodeTypes: readonly NodeType[] = [
  ...twilioNode,
  // n8n offers Twilio 1 to agents as a tool (`twilioTool`).
  ...buildToolVariants(twilioNode, { twilio: [1] }),
  ...clickUpNode,
  ...clickUpTriggerNode,
  // n8n offers ClickUp 1 to agents as a tool (`clickUpTool`).
  ...buildToolVariants(clickUpNode, { clickUp: [1] }),
  ...trelloNode,
  // n8n offers Trello 1 to agents as a tool (`trelloTool`).
  ...buildToolVariants(trelloNode, { trello: [1] }),
  ...mattermostNode,
  // n8n offers Mattermost 1 to agents as a tool (`mattermostTool`).
  ...buildToolVariants(mattermostNode, { mattermost: [1] }),
  ...mondayComNode,
  // n8n offers monday.com 1 to agents as a tool (`mondayComTool`).
  ...buildToolVariants(mondayComNode, { mondayCom: [1] }),
  ...asanaNode,
  ...asanaTriggerNode,
  // n8n offers Asana 1 to agents as a tool (`asanaTool`).
  ...buildToolVariants(asanaNode, { asana: [1] }),
];

/** Credential types of these nodes. */
export const workAppsCredentialTypes: readonly CredentialType[] = [
  twilioApiCredential,
  ...clickUpCredentialTypeList,
  trelloApiCredential,
  mattermostApiCredential,
  ...mondayComCredentialTypeList,
  ...asanaCredentialTypeList,
];
