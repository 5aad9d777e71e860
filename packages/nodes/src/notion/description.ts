/**
 * The Notion node's descriptions: typeVersion 1 and typeVersions 2–2.2 (n8n's NotionV1 and
 * NotionV2; 2.2 is the default). Both share n8n's parameter list, whose `@version` rules show each
 * version its own operations and fields.
 */
import type { NodeTypeDescription } from '@weft/workflow';
import { notionCredentials } from './credentials.js';
import { notionProperties } from './properties.js';

const base = {
  name: 'weft.notion',
  displayName: 'Notion',
  description: 'Read and write Notion pages, databases, blocks and users',
  group: ['output'],
  icon: 'file:notion.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Notion' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: notionCredentials,
  properties: notionProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.notion/',
} satisfies Partial<NodeTypeDescription>;

/** Notion typeVersion 1. */
export const notionV1Description: NodeTypeDescription = { ...base, version: 1, defaultVersion: 2.2 };

/** Notion typeVersions 2, 2.1 and 2.2, offered to agents as a tool too. */
export const NOTION_V2_VERSIONS = [2, 2.1, 2.2];

/** Notion 2–2.2. */
export const notionV2Description: NodeTypeDescription = {
  ...base,
  version: NOTION_V2_VERSIONS,
  defaultVersion: 2.2,
  usableAsTool: true,
};
