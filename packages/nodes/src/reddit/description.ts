/** Reddit 1's description (n8n's `n8n-nodes-base.reddit`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { redditProperties } from './properties.js';

/** Reddit 1: posts, comments, the profile, subreddits and users. */
export const redditDescription: NodeTypeDescription = {
  name: 'weft.reddit',
  displayName: 'Reddit',
  description: 'Submit, read, search and delete Reddit posts and comments; read profiles, subreddits and users',
  group: ['transform'],
  version: 1,
  icon: 'file:reddit.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Reddit' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    {
      name: 'redditOAuth2Api',
      required: true,
      displayOptions: { show: { resource: ['postComment', 'post', 'profile'] } },
    },
  ],
  usableAsTool: true,
  properties: redditProperties,
  codex: { categories: ['Communication', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.reddit/',
};
