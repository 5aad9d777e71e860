import type { NodeType } from '@weft/workflow';
import { dateTimeDescription } from './description.js';
import { dateTimeV1Description } from './description-v1.js';
import { executeDateTime } from './execute.js';
import { executeDateTimeV1 } from './execute-v1.js';

/** Every IANA timezone the runtime knows, for the timezone options of version 1. */
async function getTimezones(): Promise<Array<{ name: string; value: string }>> {
  return Intl.supportedValuesOf('timeZone').map((zone) => ({ name: zone, value: zone }));
}

/** The Date & Time node (n8n's `n8n-nodes-base.dateTime`): version 2, and the legacy moment-based version 1. */
export const dateTimeNode: NodeType[] = [
  { description: dateTimeDescription, execute: executeDateTime },
  { description: dateTimeV1Description, execute: executeDateTimeV1, methods: { loadOptions: { getTimezones } } },
];
