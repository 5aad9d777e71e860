/** Hacker News 1 (n8n's `n8n-nodes-base.hackerNews`): search, articles and users, through hn.algolia.com. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeHackerNews } from './execute.js';
import { hackerNewsProperties } from './properties.js';

/** Hacker News 1's description. */
export const hackerNewsDescription: NodeTypeDescription = {
  name: 'weft.hackerNews',
  displayName: 'Hacker News',
  description: 'Search Hacker News and read its articles and users',
  group: ['transform'],
  version: 1,
  icon: 'file:hackernews.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Hacker News' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  properties: hackerNewsProperties,
  codex: { categories: ['Communication', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.hackernews/',
};

/** Hacker News 1. */
export const hackerNewsNode: NodeType[] = [{ description: hackerNewsDescription, execute: executeHackerNews }];
