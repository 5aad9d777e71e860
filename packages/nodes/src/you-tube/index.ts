/** YouTube (n8n's `n8n-nodes-base.youTube`), typeVersion 1. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { youTubeProperties } from './description/index.js';
import { executeYouTube } from './execute.js';
import { youTubeMethods } from './methods.js';

/** YouTube 1's description. */
export const youTubeDescription: NodeTypeDescription = {
  name: 'weft.youTube',
  displayName: 'YouTube',
  icon: 'file:youTube.png',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Work with YouTube channels, playlists and videos, and upload videos',
  defaults: { name: 'YouTube' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'youTubeOAuth2Api', required: true }],
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.youtube/',
  properties: youTubeProperties,
};

/** YouTube 1. */
export const youTubeNode: NodeType[] = [
  { description: youTubeDescription, execute: executeYouTube, methods: youTubeMethods },
];
