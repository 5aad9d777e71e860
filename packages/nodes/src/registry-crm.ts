import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { hubspotCredentialTypeList, hubspotNode } from './hubspot/index.js';
import { hubspotTriggerNode } from './hubspot-trigger/index.js';
import { supabaseApiCredential, supabaseNode } from './supabase/index.js';
import { wordpressApiCredential, wordpressNode } from './wordpress/index.js';

/** CRM, CMS and back-end services: HubSpot (and its trigger), WordPress, Supabase (and their tool variants). */
export const crmNodeTypes: readonly NodeType[] = [
  ...hubspotNode,
  ...hubspotTriggerNode,
  // n8n offers HubSpot 2–2.2 to agents as a tool (`hubspotTool`); version 1 is not usable as a tool.
  ...buildToolVariants(hubspotNode, { hubspot: [2, 2.1, 2.2] }),
  ...wordpressNode,
  // n8n offers WordPress 1 to agents as a tool (`wordpressTool`).
  ...buildToolVariants(wordpressNode, { wordpress: [1] }),
  ...supabaseNode,
  // n8n offers Supabase 1 to agents as a tool (`supabaseTool`).
  ...buildToolVariants(supabaseNode, { supabase: [1] }),
];

/** Credential types of these nodes. */
export const crmCredentialTypes: readonly CredentialType[] = [
  ...hubspotCredentialTypeList,
  wordpressApiCredential,
  supabaseApiCredential,
];
