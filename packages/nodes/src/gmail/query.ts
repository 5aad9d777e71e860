/** Gmail search filters (`filters` of getAll and of the trigger) as `users.messages.list` query parameters. */
import { DateTime } from 'luxon';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** A date filter's value (ISO text, seconds or milliseconds) as `after:`/`before:` seconds added to `q`. */
export function prepareTimestamp(
  node: WorkflowNode,
  itemIndex: number,
  query: string | undefined,
  value: unknown,
  label: 'after' | 'before',
): string {
  let dateValue = value;
  if (DateTime.isDateTime(dateValue)) dateValue = dateValue.toISO();
  if (dateValue instanceof Date) dateValue = dateValue.toISOString();
  const text = String(dateValue);
  let timestamp: number = typeof dateValue === 'string' ? Math.round(DateTime.fromISO(dateValue).toSeconds()) : NaN;
  // Up to 11 digits is a count of seconds; more is milliseconds.
  if (!timestamp && typeof dateValue === 'number' && text.length < 12) timestamp = dateValue;
  if (!timestamp && text.length < 12) timestamp = parseInt(text, 10);
  if (!timestamp) timestamp = Math.floor(DateTime.fromMillis(parseInt(text, 10)).toSeconds());
  if (!timestamp) {
    throw new NodeOperationError(
      node,
      `Invalid date/time in 'Received ${label[0]!.toUpperCase() + label.slice(1)}' field`,
      {
        description: `'${text}' isn't a valid date and time. If you're using an expression, be sure to set an ISO date string or a timestamp.`,
        itemIndex,
      },
    );
  }
  return query ? `${query} ${label}:${timestamp}` : `${label}:${timestamp}`;
}

/**
 * The query parameters of a filters collection: `sender` becomes `from:`, `readStatus` (other than
 * both) `is:read`/`is:unread`, `receivedAfter`/`receivedBefore` `after:`/`before:` in `q`; the rest
 * (includeSpamTrash, labelIds …) is sent as it is.
 */
export function prepareQuery(
  node: WorkflowNode,
  fields: Record<string, unknown>,
  itemIndex: number,
): Record<string, unknown> {
  const qs: Record<string, unknown> = { ...fields };
  if (qs.labelIds === '' || (Array.isArray(qs.labelIds) && qs.labelIds.length === 0)) delete qs.labelIds;
  if (qs.sender) {
    qs.q = qs.q ? `${qs.q} from:${qs.sender}` : `from:${qs.sender}`;
  }
  delete qs.sender;
  if (qs.readStatus && qs.readStatus !== 'both') {
    qs.q = qs.q ? `${qs.q} is:${qs.readStatus}` : `is:${qs.readStatus}`;
  }
  delete qs.readStatus;
  if (qs.receivedAfter) qs.q = prepareTimestamp(node, itemIndex, qs.q as string | undefined, qs.receivedAfter, 'after');
  delete qs.receivedAfter;
  if (qs.receivedBefore)
    qs.q = prepareTimestamp(node, itemIndex, qs.q as string | undefined, qs.receivedBefore, 'before');
  delete qs.receivedBefore;
  return qs;
}
