import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { airtopApiCredential, airtopNode } from './airtop/index.js';
import { gitlabCredentialTypeList, gitlabNode } from './gitlab/index.js';
import { gitlabTriggerNode } from './gitlab-trigger/index.js';
import { hackerNewsNode } from './hacker-news/index.js';
import { linearCredentialTypeList, linearNode } from './linear/index.js';
import { linearTriggerNode } from './linear-trigger/index.js';
import { trainingDatastoreNode } from './n8n-training-customer-datastore/index.js';

/** Developer and browser-automation services (Airtop, Linear, Hacker News…): node types, their triggers and tool variants. */
export const devToolsNodeTypes: readonly NodeType[] = [
  ...airtopNode,
  // n8n offers Airtop 1 and 1.1 to agents as a tool (`airtopTool`).
  ...buildToolVariants(airtopNode, { airtop: [1, 1.1] }),
  ...linearNode,
  ...linearTriggerNode,
  // n8n offers Linear 1 and 1.1 to agents as a tool (`linearTool`).
  ...buildToolVariants(linearNode, { linear: [1, 1.1] }),
  ...hackerNewsNode,
  // n8n offers Hacker News 1 to agents as a tool (`hackerNewsTool`).
  ...buildToolVariants(hackerNewsNode, { hackerNews: [1] }),
  ...trainingDatastoreNode,
  ...gitlabNode,
  ...gitlabTriggerNode,
  // n8n offers GitLab 1 to agents as a tool (`gitlabTool`).
  ...buildToolVariants(gitlabNode, { gitlab: [1] }),
];

/** Credential types of these nodes. */
export const devToolsCredentialTypes: readonly CredentialType[] = [
  airtopApiCredential,
  ...linearCredentialTypeList,
  ...gitlabCredentialTypeList,
];
