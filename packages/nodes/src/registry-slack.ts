import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { slackApiCredential, slackNode, slackOAuth2ApiCredential } from './slack/index.js';
import { slackTriggerNode } from './slack-trigger/index.js';

/** Slack: the Slack node (every version), its trigger and its tool variant. */
export const slackNodeTypes: readonly NodeType[] = [
  ...slackNode,
  ...slackTriggerNode,
  // n8n offers Slack 2–2.4 to agents as a tool (`slackTool`); version 1 is not usable as a tool.
  ...buildToolVariants(slackNode, { slack: [2, 2.1, 2.2, 2.3, 2.4] }),
];

/** Credential types of these nodes. */
export const slackCredentialTypes: readonly CredentialType[] = [slackApiCredential, slackOAuth2ApiCredential];
