import type { NodeType } from '@weft/workflow';
import { slackV1Description } from './description-v1.js';
import { slackV2Description } from './description-v2.js';
import { executeSlack } from './execute.js';
import { slackMethods } from './methods.js';

export { slackApiCredential, slackOAuth2ApiCredential } from './credentials.js';

/**
 * Slack 1 and Slack 2–2.4 (n8n's `n8n-nodes-base.slack`): channels, messages (with send and wait
 * from 2), reactions, stars, files, users, user groups and (1) user profiles through Slack's Web API.
 */
export const slackNode: NodeType[] = [
  { description: slackV1Description, execute: executeSlack, methods: slackMethods },
  { description: slackV2Description, execute: executeSlack, methods: slackMethods },
];
