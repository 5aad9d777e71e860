/**
 * The editor's telemetry events, shared by the editor, which
 * sends them to its own instance, and the server, which checks them and publishes each on the
 * event bus. The key is the event's name as n8n writes it; the value is the event-bus name
 * it is published under (group `weft.telemetry`), so an operator can route them with log streaming.
 */
export const TELEMETRY_EVENTS = {
  'User refreshed resource locator list': 'weft.telemetry.locator.list.refreshed',
  'User clicked resource locator link': 'weft.telemetry.locator.link.clicked',
  'User changed resource locator mode': 'weft.telemetry.locator.mode.changed',
  'User searched resource locator list': 'weft.telemetry.locator.list.searched',
  'User autocompleted code': 'weft.telemetry.code.autocompleted',
  'User attempted to save locked workflow': 'weft.telemetry.workflow.save.locked',
  'User opened Expression Editor': 'weft.telemetry.expression.editor.opened',
  'User switched parameter mode': 'weft.telemetry.parameter.mode.switched',
  'User set node operation or mode': 'weft.telemetry.node.operation.set',
  'Instance FE emitted error': 'weft.telemetry.error.toast',
} as const;

/** An event name as n8n writes it ('User autocompleted code'). */
export type TelemetryEventName = keyof typeof TELEMETRY_EVENTS;

/** A property value the editor may send: scalars only, so a receiver can index every field. */
export type TelemetryValue = string | number | boolean | null;

/** One event's properties. */
export type TelemetryProperties = Record<string, TelemetryValue>;

/** The bounds of one `POST /rest/telemetry/events` request; the server answers 400 past them. */
export const TELEMETRY_LIMITS = {
  /** Events in one request. */
  maxBatch: 50,
  /** Properties of one event. */
  maxProperties: 30,
  /** Characters of a property name. */
  maxKeyLength: 64,
  /** Characters of a string property value (the editor cuts longer ones and adds '...'). */
  maxValueLength: 1000,
} as const;

/** Whether a name is one of {@link TELEMETRY_EVENTS}. */
export function isTelemetryEventName(name: unknown): name is TelemetryEventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(TELEMETRY_EVENTS, name);
}
