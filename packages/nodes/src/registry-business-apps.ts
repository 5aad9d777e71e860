import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { highLevelCredentialTypeList, highLevelNode } from './high-level/index.js';
import { odooApiCredential, odooNode } from './odoo/index.js';
import { quickBooksNode, quickBooksOAuth2ApiCredential } from './quick-books/index.js';
import { salesforceCredentialTypeList, salesforceNode } from './salesforce/index.js';
import { salesforceTriggerNode } from './salesforce-trigger/index.js';

/** CRM, accounting and ERP services (Salesforce, QuickBooks, Odoo, HighLevel…): node types, their triggers and tool variants. */
export const businessAppsNodeTypes: readonly NodeType[] = [
  ...highLevelNode,
  // n8n offers HighLevel 2 to agents as a tool (`highLevelTool`).
  ...buildToolVariants(highLevelNode, { highLevel: [2] }),
  ...salesforceNode,
  ...salesforceTriggerNode,
  // n8n offers Salesforce 1 to agents as a tool (`salesforceTool`).
  ...buildToolVariants(salesforceNode, { salesforce: [1] }),
  ...quickBooksNode,
  // n8n offers QuickBooks Online 1 to agents as a tool (`quickbooksTool`).
  ...buildToolVariants(quickBooksNode, { quickbooks: [1] }),
  ...odooNode,
  // n8n offers Odoo 1 to agents as a tool (`odooTool`).
  ...buildToolVariants(odooNode, { odoo: [1] }),
];

/** Credential types of these nodes. */
export const businessAppsCredentialTypes: readonly CredentialType[] = [
  ...highLevelCredentialTypeList,
  ...salesforceCredentialTypeList,
  quickBooksOAuth2ApiCredential,
  odooApiCredential,
];
