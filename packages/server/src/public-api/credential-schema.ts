/**
 * The JSON schema of a credential type's data, built from its properties (with what it extends):
 * each property with its JSON type (options as an enum), required ones listed, and a property
 * shown only for some values of another (`displayOptions.show`) required only then.
 */
import type { NodeProperty, NodePropertyOption } from '@weft/workflow';
import type { ResolvedCredentialType } from '../services/credentials/types.js';
import type { JsonSchema } from './json-schema.js';

/** The schema of one property's value. */
function propertySchema(p: NodeProperty): JsonSchema {
  const described = (s: JsonSchema): JsonSchema => (p.description ? { ...s, description: p.description } : s);
  switch (p.type) {
    case 'number':
      return described({ type: 'number' });
    case 'boolean':
      return described({ type: 'boolean' });
    case 'options': {
      const values = (p.options ?? []).filter((o): o is NodePropertyOption => 'value' in o).map((o) => o.value);
      return described(values.length ? { type: ['string', 'number', 'boolean'], enum: values } : { type: 'string' });
    }
    case 'multiOptions':
      return described({ type: 'array' });
    case 'json':
      return described({ type: ['string', 'object', 'array'] });
    case 'collection':
    case 'fixedCollection':
      return described({ type: 'object' });
    default:
      return described({ type: 'string' });
  }
}

/** The plain values a `show` condition accepts (rich `_cnd` conditions are left out). */
function plainValues(values: unknown[]): unknown[] {
  return values.filter((v) => v === null || typeof v !== 'object');
}

/**
 * The JSON schema of the data of a credential type: what POST /credentials checks `data` against
 * and GET /credentials/schema/:credentialTypeName answers.
 */
export function credentialDataSchema(
  resolved: ResolvedCredentialType,
): JsonSchema & { properties: Record<string, JsonSchema> } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const allOf: JsonSchema[] = [];
  const byName = new Map(resolved.properties.map((p) => [p.name, p]));
  for (const p of resolved.properties) {
    if (p.type === 'notice') continue;
    properties[p.name] = propertySchema(p);
    if (!p.required) continue;
    const show = Object.entries(p.displayOptions?.show ?? {});
    if (show.length === 0) {
      required.push(p.name);
      continue;
    }
    // Required when every shown-if condition holds; a controlling property left out has its default.
    const conditions: Record<string, JsonSchema> = {};
    const controllingRequired: string[] = [];
    for (const [name, values] of show) {
      const accepted = plainValues(values);
      conditions[name] = { enum: accepted };
      const controlling = byName.get(name);
      if (!controlling || !accepted.includes(controlling.default)) controllingRequired.push(name);
    }
    allOf.push({
      if: { properties: conditions, ...(controllingRequired.length ? { required: controllingRequired } : {}) },
      then: { required: [p.name] },
    });
  }
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required,
    ...(allOf.length ? { allOf } : {}),
  };
}
