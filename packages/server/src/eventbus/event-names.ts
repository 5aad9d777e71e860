import { TELEMETRY_EVENTS } from '@weft/workflow';

/**
 * The names of the events on Weft's event bus. They follow n8n's log-streaming names with a
 * `weft.` prefix instead of `n8n.`; subscriptions may use either prefix.
 */
export const WORKFLOW_EVENTS = ['weft.workflow.started', 'weft.workflow.success', 'weft.workflow.failed'] as const;

/** Node events, one pair per node run. */
export const NODE_EVENTS = ['weft.node.started', 'weft.node.finished'] as const;

/** Audit events: who did what to users, credentials and workflows. */
export const AUDIT_EVENTS = [
  'weft.audit.user.login.success',
  'weft.audit.user.login.failed',
  'weft.audit.user.signedout',
  'weft.audit.user.invited',
  'weft.audit.user.created',
  'weft.audit.user.deleted',
  'weft.audit.user.credentials.created',
  'weft.audit.user.credentials.updated',
  'weft.audit.user.credentials.shared',
  'weft.audit.user.credentials.deleted',
  'weft.audit.workflow.created',
  'weft.audit.workflow.updated',
  'weft.audit.workflow.activated',
  'weft.audit.workflow.deactivated',
  'weft.audit.workflow.deleted',
] as const;

/** Queue-mode events: the life of an execution's job. */
export const QUEUE_EVENTS = [
  'weft.queue.job.enqueued',
  'weft.queue.job.started',
  'weft.queue.job.completed',
  'weft.queue.job.failed',
] as const;

/**
 * Editor telemetry events (`POST /rest/telemetry/events`, only while WEFT_DIAGNOSTICS_ENABLED is
 * true): one name per event of `@weft/workflow`'s TELEMETRY_EVENTS.
 */
export const TELEMETRY_BUS_EVENTS = Object.values(TELEMETRY_EVENTS);

/** Every event name the bus carries (what `GET /rest/eventbus/eventnames` answers). */
export const EVENT_NAMES = [
  ...WORKFLOW_EVENTS,
  ...NODE_EVENTS,
  ...AUDIT_EVENTS,
  ...QUEUE_EVENTS,
  ...TELEMETRY_BUS_EVENTS,
] as const;

/** One of {@link EVENT_NAMES}. */
export type EventName = (typeof EVENT_NAMES)[number];

/** The event a destination test sends (never published on the bus, never stored). */
export const TEST_EVENT_NAME = 'weft.destination.test';

/** n8n's message class names, sent as `__type` so n8n-minded receivers can tell events apart. */
export function messageTypeOf(eventName: string): string {
  if (eventName.startsWith('weft.workflow.')) return '$$EventMessageWorkflow';
  if (eventName.startsWith('weft.node.')) return '$$EventMessageNode';
  if (eventName.startsWith('weft.audit.')) return '$$EventMessageAudit';
  return '$$EventMessageGeneric';
}

/** `n8n.workflow.success` → `weft.workflow.success`; other names stay as they are. */
export function normalizeEventName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === 'n8n') return 'weft';
  return trimmed.startsWith('n8n.') ? `weft.${trimmed.slice(4)}` : trimmed;
}

/**
 * Whether a destination subscribed to `subscribed` receives `eventName`. An entry is an event name,
 * a group prefix (`weft.workflow`, `n8n.audit.user`) or `*` for everything; `n8n.` entries match
 * the `weft.` events of the same name.
 *
 * @example
 * matchesSubscription('weft.workflow.failed', ['n8n.workflow']) // true
 */
export function matchesSubscription(eventName: string, subscribed: readonly string[]): boolean {
  for (const raw of subscribed) {
    const entry = normalizeEventName(raw);
    if (entry === '*' || entry === eventName || eventName.startsWith(`${entry}.`)) return true;
  }
  return false;
}

/** Whether an audit event, whose personal fields `anonymizeAuditMessages` removes. */
export function isAuditEvent(eventName: string): boolean {
  return eventName.startsWith('weft.audit.');
}
