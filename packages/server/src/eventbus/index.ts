/** Log streaming: the event bus, its destinations and their delivery. */
export { EventBus } from './bus.js';
export { EventDelivery, backoffMs, type DeliverySettings } from './delivery.js';
export { EVENT_NAMES, TEST_EVENT_NAME, matchesSubscription, normalizeEventName, type EventName } from './event-names.js';
export { createEventMessage, anonymized, type EventMessage, type EventPayload } from './message.js';
export { DESTINATION_TYPES, parseDestinationOptions, type DestinationOptions } from './destinations/options.js';
export { formatSyslogMessage, octetCounted } from './destinations/syslog.js';
export { sentryEnvelope, sentryTarget } from './destinations/sentry.js';
export { registerEventBusRoutes, LOG_STREAMING_DISABLED_MESSAGE } from './routes.js';
