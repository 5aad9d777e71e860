import { restApi } from './client';

/** n8n's destination type markers. */
export const DESTINATION_TYPES = {
  webhook: '$$MessageEventBusDestinationWebhook',
  syslog: '$$MessageEventBusDestinationSyslog',
  sentry: '$$MessageEventBusDestinationSentry',
} as const;

export type DestinationType = (typeof DESTINATION_TYPES)[keyof typeof DESTINATION_TYPES];

/** A log-streaming destination (webhook, syslog or Sentry), in n8n's shape. */
export interface Destination {
  __type: DestinationType;
  id?: string;
  label: string;
  enabled: boolean;
  subscribedEvents: string[];
  anonymizeAuditMessages: boolean;
  url?: string;
  method?: string;
  sendHeaders?: boolean;
  headerParameters?: { parameters: Array<{ name: string; value: string }> };
  host?: string;
  port?: number;
  protocol?: 'udp' | 'tcp';
  facility?: number;
  app_name?: string;
  dsn?: string;
  [key: string]: unknown;
}

export const listDestinations = () => restApi<Destination[]>('GET', '/eventbus/destination');
export const saveDestination = (d: Destination) => restApi<Destination>('POST', '/eventbus/destination', d);
export const deleteDestination = (id: string) => restApi<boolean>('DELETE', '/eventbus/destination', { id });
export const eventNames = () => restApi<string[]>('GET', '/eventbus/eventnames');
export const sendTestMessage = (id: string) => restApi<boolean>('POST', '/eventbus/testmessage', { id });

/** Groups event names by their first two segments ('weft.workflow', 'weft.audit', …). */
export function groupEventNames(names: string[]): Array<{ group: string; names: string[] }> {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const group = name.split('.').slice(0, 2).join('.');
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return [...groups.entries()].map(([group, list]) => ({ group, names: list.sort() }));
}

/** A new destination of a type, with sensible defaults. */
export function newDestination(type: DestinationType): Destination {
  const base = {
    __type: type,
    label: '',
    enabled: true,
    subscribedEvents: [] as string[],
    anonymizeAuditMessages: false,
  };
  if (type === DESTINATION_TYPES.webhook)
    return {
      ...base,
      label: 'Webhook',
      url: '',
      method: 'POST',
      sendHeaders: false,
      headerParameters: { parameters: [] },
    };
  if (type === DESTINATION_TYPES.syslog)
    return { ...base, label: 'Syslog', host: '127.0.0.1', port: 514, protocol: 'udp', facility: 16, app_name: 'weft' };
  return { ...base, label: 'Sentry', dsn: '' };
}
