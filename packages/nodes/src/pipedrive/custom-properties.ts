/**
 * Pipedrive's custom fields by name: "Encode Properties" (update) turns field names in a body into
 * their 40-character keys (and an option's label into its id), "Resolve Properties" (get, get many)
 * turns the keys of the answer's fields into their names (and option ids into labels), both from
 * the resource's field list (`/dealFields`, `/personFields`, …), as n8n's node does.
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { pipedriveRequest, type PipedriveCaller } from './api.js';

type Json = Record<string, any>;

/** A field's definition, by its key. */
export type CustomProperties = Record<string, Json>;

const FIELD_ENDPOINTS: Record<string, string> = {
  activity: '/activityFields',
  deal: '/dealFields',
  organization: '/organizationFields',
  person: '/personFields',
  product: '/productFields',
};

/** The resource's fields, by key. */
export async function customPropertiesOf(
  caller: PipedriveCaller & { getNode(): WorkflowNode },
  authentication: unknown,
  resource: string,
): Promise<CustomProperties> {
  const endpoint = FIELD_ENDPOINTS[resource];
  if (!endpoint)
    throw new NodeOperationError(
      caller.getNode(),
      `The resource "${resource}" is not supported for resolving custom values!`,
    );
  const { data } = await pipedriveRequest(caller, { authentication, method: 'GET', endpoint });
  const out: CustomProperties = {};
  for (const field of (data ?? []) as Json[]) out[String(field.key)] = field;
  return out;
}

/** Renames the body's fields named like a custom field to that field's key (labels to option ids). */
export function encodeCustomProperties(properties: CustomProperties, body: Json): void {
  for (const key of Object.keys(body)) {
    const field = Object.values(properties).find((f) => f.name === key);
    if (!field) continue;
    const value = body[key];
    if (value !== null && value !== undefined && Array.isArray(field.options)) {
      const option = (field.options as Json[]).find((o) => String(o.label) === String(value));
      if (option) {
        body[field.key] = option.id;
        delete body[key];
      }
    } else {
      body[field.key] = value;
      delete body[key];
    }
  }
}

const PLAIN_TYPES = [
  'date',
  'address',
  'double',
  'monetary',
  'org',
  'people',
  'phone',
  'text',
  'time',
  'user',
  'varchar',
  'varchar_auto',
  'int',
  'timerange',
];

/** Renames an answer's custom field keys to their names (option ids to labels, a set's ids to its labels). */
export function resolveCustomProperties(properties: CustomProperties, json: Json): void {
  for (const [key, value] of Object.entries(json)) {
    const field = properties[key];
    if (!field) continue;
    if (value === null) {
      json[field.name] = value;
      delete json[key];
    } else if (PLAIN_TYPES.includes(field.field_type)) {
      json[field.name] = value;
      delete json[key];
    } else if (['enum', 'visible_to'].includes(field.field_type) && field.options) {
      const option = (field.options as Json[]).find((o) => String(o.id) === String(value));
      if (option) {
        json[field.name] = option.label;
        delete json[key];
      }
    } else if (field.field_type === 'set' && field.options && typeof value === 'string') {
      const ids = value.split(',');
      json[field.name] = (field.options as Json[]).filter((o) => ids.includes(String(o.id))).map((o) => o.label);
      delete json[key];
    }
  }
}
