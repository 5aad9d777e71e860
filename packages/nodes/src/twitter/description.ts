/** X (Twitter) 1 and 2's descriptions (n8n's `n8n-nodes-base.twitter`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { twitterV1Properties } from './properties-v1.js';
import { twitterV2Properties } from './properties-v2.js';

const common = {
  name: 'weft.twitter',
  displayName: 'X (Formerly Twitter)',
  group: ['output'],
  defaultVersion: 2,
  icon: 'file:x.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.twitter/',
} satisfies Partial<NodeTypeDescription>;

/** X 1: API v1.1 with OAuth 1.0a (not offered as a tool, as in n8n). */
export const twitterV1Description: NodeTypeDescription = {
  ...common,
  version: 1,
  description: "Send direct messages and create, delete, like, retweet and search tweets through X's API v1.1",
  defaults: { name: 'X' },
  credentials: [{ name: 'twitterOAuth1Api', required: true }],
  properties: twitterV1Properties,
};

/** X 2: API v2 with OAuth2. */
export const twitterV2Description: NodeTypeDescription = {
  ...common,
  version: 2,
  description:
    'Post, like, retweet, search and delete tweets, send direct messages, look up users and add them to lists',
  defaults: { name: 'X' },
  usableAsTool: true,
  credentials: [{ name: 'twitterOAuth2Api', required: true }],
  properties: twitterV2Properties,
};
