import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { gmailCredentials } from '../credentials.js';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../../shared/send-and-wait/index.js';
import { gmailV2Properties } from './properties.js';

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

/** Gmail typeVersions 2, 2.1 and 2.2 (n8n's GmailV2; 2.2 is the default). */
export const GMAIL_V2_VERSIONS = [2, 2.1, 2.2];

/** Gmail 2–2.2's description. */
export const gmailV2Description: NodeTypeDescription = {
  name: 'weft.gmail',
  displayName: 'Gmail',
  description: 'Send, read and organise e-mail in Gmail',
  group: ['transform'],
  version: GMAIL_V2_VERSIONS,
  defaultVersion: 2.2,
  icon: 'file:gmail.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Gmail' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: gmailCredentials,
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  properties: withSharedSendAndWait(gmailV2Properties),
  codex: {
    categories: ['Communication', 'HITL'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['email', 'human', 'form', 'wait', 'hitl', 'approval'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.gmail/',
};
