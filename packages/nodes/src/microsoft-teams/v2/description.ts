import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../../shared/send-and-wait/index.js';
import { teamsV2Properties } from './properties.js';

/** n8n's properties with the shared send-and-wait ones after the operation's own Chat and Message. */
function withSharedSendAndWait(properties: NodeProperty[]): NodeProperty[] {
  const own = (p: NodeProperty) => ((p.displayOptions?.show?.operation ?? []) as unknown[]).includes('sendAndWait');
  const at = properties.map(own).lastIndexOf(true) + 1;
  return [
    ...properties.slice(0, at),
    ...sendAndWaitProperties({ resource: ['chatMessage'], operation: ['sendAndWait'] }),
    ...properties.slice(at),
  ];
}

/** Microsoft Teams 2's description (n8n's MicrosoftTeamsV2). */
export const teamsV2Description: NodeTypeDescription = {
  name: 'weft.microsoftTeams',
  displayName: 'Microsoft Teams',
  description: 'Work with Microsoft Teams channels, chats and Planner tasks',
  group: ['input'],
  version: 2,
  defaultVersion: 2,
  icon: 'file:teams.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Teams' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'microsoftTeamsOAuth2Api', required: true }],
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  properties: withSharedSendAndWait(teamsV2Properties),
  codex: {
    categories: ['Communication', 'HITL'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['human', 'form', 'wait', 'hitl', 'approval'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftteams/',
};
