import type { NodeProperty, NodeTypeDescription } from '../types/node-type.js';
import type { NodeParameters, WorkflowNode } from '../types/workflow.js';
import { isDisplayed, withDefaults } from './display.js';

/** Node fields that belong to the editor's view of a node and are never saved. */
const VIEW_ONLY_FIELDS = new Set(['color', 'issues', 'status']);

/** Parameters holding the credential type a generic or predefined authentication uses (HTTP Request). */
const CREDENTIAL_TYPE_PARAMETERS = ['genericAuthType', 'nodeCredentialType'] as const;

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The definition of a parameter name that applies at this version and these values (a name may be defined once per version range). */
function definitionOf(
  properties: readonly NodeProperty[],
  name: string,
  values: NodeParameters,
  version: number,
): NodeProperty | undefined {
  const candidates = properties.filter((p) => p.name === name);
  if (candidates.length <= 1) return candidates[0];
  return candidates.find((p) => isDisplayed(p.displayOptions, values, version));
}

/**
 * The parameters of a node as they are saved ("only those differing from
 * defaults"), in n8n's export form: a described top-level value equal to its default is left
 * out, since loading fills defaults back in (Weft's engine and n8n alike). Collections and fixed
 * collections are kept as they are, as n8n keeps them (`"options": {}`). Parameters the
 * description does not know are always kept, so nothing of an n8n export that Weft does not
 * model is lost.
 */
export function parametersToSave(
  properties: readonly NodeProperty[],
  values: NodeParameters,
  version: number,
): NodeParameters {
  const filled = withDefaults(properties, values, version);
  const out: NodeParameters = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const def = definitionOf(properties, name, filled, version);
    if (def && def.type !== 'collection' && def.type !== 'fixedCollection' && deepEqual(value, def.default)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Whether a node's credential of `type` still matters given its parameters:
 * the type declares it and its display rules hold, or a generic / predefined credential-type
 * parameter names it.
 */
export function isCredentialRelevant(
  description: NodeTypeDescription,
  parameters: NodeParameters,
  version: number,
  type: string,
): boolean {
  const filled = withDefaults(description.properties, parameters, version);
  for (const key of CREDENTIAL_TYPE_PARAMETERS) if (filled[key] === type) return true;
  const declared = (description.credentials ?? []).filter((c) => c.name === type);
  return declared.some((c) => isDisplayed(c.displayOptions, filled, version));
}

/**
 * A node as the editor saves it: parameters without
 * defaults, credentials only while relevant, `disabled` and `continueOnFail` only when true,
 * `notes` only when not empty; fields starting with an underscore and the view-only `color`,
 * `issues` and `status` are dropped. With no description (an unknown or uninstalled type) the
 * parameters and credentials are kept exactly as they are.
 */
export function nodeToSave(node: WorkflowNode, description: NodeTypeDescription | undefined): WorkflowNode {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('_') || VIEW_ONLY_FIELDS.has(key) || value === undefined) continue;
    out[key] = value;
  }
  if (!out.disabled) delete out.disabled;
  if (!out.continueOnFail) delete out.continueOnFail;
  if (typeof out.notes !== 'string' || out.notes === '') delete out.notes;
  if (description) {
    out.parameters = parametersToSave(description.properties, node.parameters ?? {}, node.typeVersion);
    const credentials = Object.entries(node.credentials ?? {}).filter(([type]) =>
      isCredentialRelevant(description, node.parameters ?? {}, node.typeVersion, type),
    );
    if (credentials.length) out.credentials = Object.fromEntries(credentials);
    else delete out.credentials;
  }
  return out as unknown as WorkflowNode;
}
