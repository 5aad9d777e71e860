import { DESTINATION_TYPES, type DestinationOptions } from './options.js';
import type { EventSender, SenderDeps } from './sender.js';
import { sentrySender } from './sentry.js';
import { syslogSender } from './syslog.js';
import { webhookSender } from './webhook.js';

/** The sender of a destination's type. */
export function createSender(options: DestinationOptions, deps: SenderDeps): EventSender {
  switch (options.__type) {
    case DESTINATION_TYPES.webhook:
      return webhookSender(options, deps);
    case DESTINATION_TYPES.syslog:
      return syslogSender(options, deps);
    case DESTINATION_TYPES.sentry:
      return sentrySender(options, deps);
  }
}
