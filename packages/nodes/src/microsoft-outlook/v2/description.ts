import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../../shared/send-and-wait/index.js';
import { outlookV2Properties } from './properties.js';

/** n8n's properties with the shared send-and-wait ones after the operation's own To, Subject and Message. */
function withSharedSendAndWait(properties: NodeProperty[]): NodeProperty[] {
  const own = (p: NodeProperty) => ((p.displayOptions?.show?.operation ?? []) as unknown[]).includes('sendAndWait');
  const at = properties.map(own).lastIndexOf(true) + 1;
  return [
    ...properties.slice(0, at),
    ...sendAndWaitProperties({ resource: ['message'], operation: ['sendAndWait'] }),
    ...properties.slice(at),
  ];
}

/** n8n computes the event dates' defaults when the node loads: now, and half an hour later. */
function withLiveEventDefaults(properties: NodeProperty[]): NodeProperty[] {
  const now = new Date();
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString().replace('Z', '+00:00');
  return properties.map((p) =>
    p.name === 'startDateTime'
      ? { ...p, default: at(0) }
      : p.name === 'endDateTime'
        ? { ...p, default: at(30 * 60_000) }
        : p,
  );
}

/** Microsoft Outlook 2's description (n8n's MicrosoftOutlookV2). */
export const outlookV2Description: NodeTypeDescription = {
  name: 'weft.microsoftOutlook',
  displayName: 'Microsoft Outlook',
  description: 'Send, read and organise mail, contacts and calendar events in Microsoft Outlook',
  group: ['transform'],
  version: 2,
  defaultVersion: 2,
  icon: 'file:outlook.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Outlook' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  properties: withLiveEventDefaults(withSharedSendAndWait(outlookV2Properties)),
  codex: {
    categories: ['Communication', 'HITL'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['email', 'human', 'form', 'wait', 'hitl', 'approval'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftoutlook/',
};
