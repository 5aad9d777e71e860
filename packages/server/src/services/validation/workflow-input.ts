/**
 * Checks of workflow request bodies. Every problem is a 400 whose message names the field, and
 * for nodes and connections the node. Nothing here touches the database.
 */
import {
  CORE_NODE_TYPES,
  importN8nWorkflow,
  normalizeWorkflowPinData,
  toWeftTypeName,
  unsupportedNode,
  type Connections,
  type NodeTypeRegistry,
  type PinData,
  type WorkflowNode,
  type WorkflowSettings,
} from '@weft/workflow';
import { badRequest } from '../../http/errors.js';

/** Longest workflow name. */
export const WORKFLOW_NAME_MAX_LENGTH = 128;

/** Whether a value is a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A workflow name, trimmed: non-empty, at most 128 characters. */
export function checkWorkflowName(value: unknown): string {
  if (typeof value !== 'string') throw badRequest('The workflow name must be a string');
  const name = value.trim();
  if (name === '') throw badRequest('The workflow name must not be empty');
  if (name.length > WORKFLOW_NAME_MAX_LENGTH)
    throw badRequest(
      `The workflow name must be at most ${WORKFLOW_NAME_MAX_LENGTH} characters long (it has ${name.length})`,
    );
  return name;
}

const BOOLEAN_NODE_FIELDS = [
  'disabled',
  'notesInFlow',
  'continueOnFail',
  'alwaysOutputData',
  'executeOnce',
  'retryOnFail',
] as const;
const STRING_NODE_FIELDS = ['id', 'notes', 'webhookId'] as const;
const NUMBER_NODE_FIELDS = ['typeVersion', 'maxTries', 'waitBetweenTries'] as const;
const ON_ERROR = ['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput'];

/**
 * Nodes as given in n8n's format, checked one by one and stored under Weft's type names: each is
 * an object with a unique name and a known type; typed fields have their types.
 */
export function checkNodes(
  value: unknown,
  nodeTypes: NodeTypeRegistry,
  excluded: readonly string[] = [],
): WorkflowNode[] {
  if (!Array.isArray(value)) throw badRequest('"nodes" must be an array of nodes');
  const names = new Set<string>();
  value.forEach((raw: unknown, i) => {
    if (!isObject(raw)) throw badRequest(`Node ${i + 1} is not an object`);
    if (typeof raw.name !== 'string' || raw.name.trim() === '') throw badRequest(`Node ${i + 1} has no name`);
    const label = `Node "${raw.name}"`;
    if (names.has(raw.name))
      throw badRequest(`${label} appears more than once: node names must be unique within a workflow`);
    names.add(raw.name);
    if (typeof raw.type !== 'string' || raw.type === '') throw badRequest(`${label} has no type`);
    if (!nodeTypes.get(toWeftTypeName(raw.type)) && excluded.includes(toWeftTypeName(raw.type)))
      throw badRequest(
        `${label} uses "${raw.type}", which this instance leaves out`,
        'Its operator enables it by leaving it out of WEFT_NODES_EXCLUDE (Execute Command, Local File Trigger and LangChain Code are left out by default: they run commands, watch the disk or run code in the Weft process). Otherwise remove the node from the workflow',
      );
    if (!nodeTypes.get(toWeftTypeName(raw.type)))
      throw badRequest(
        `${label} has the unknown type "${raw.type}"`,
        'Install or enable the node, or remove it from the workflow',
      );
    for (const f of NUMBER_NODE_FIELDS) {
      if (raw[f] !== undefined && (typeof raw[f] !== 'number' || !Number.isFinite(raw[f])))
        throw badRequest(`${label}: "${f}" must be a number`);
    }
    // A version Weft lacks would run under another version's rules: refuse it, naming the versions there are.
    const version =
      toWeftTypeName(raw.type) === CORE_NODE_TYPES.stickyNote
        ? undefined
        : unsupportedNode(
            { name: raw.name, type: raw.type, typeVersion: typeof raw.typeVersion === 'number' ? raw.typeVersion : 1 },
            nodeTypes,
          );
    if (version)
      throw badRequest(
        version.message,
        'Replace the node with one at a version Weft has (add it again from the node creator), or remove it',
      );
    for (const f of BOOLEAN_NODE_FIELDS) {
      if (raw[f] !== undefined && typeof raw[f] !== 'boolean')
        throw badRequest(`${label}: "${f}" must be true or false`);
    }
    for (const f of STRING_NODE_FIELDS) {
      if (raw[f] !== undefined && typeof raw[f] !== 'string') throw badRequest(`${label}: "${f}" must be a string`);
    }
    const pos = raw.position;
    if (
      pos !== undefined &&
      !(Array.isArray(pos) && pos.length === 2 && pos.every((p) => typeof p === 'number' && Number.isFinite(p)))
    ) {
      throw badRequest(`${label}: "position" must be two numbers [x, y]`);
    }
    if (raw.parameters !== undefined && !isObject(raw.parameters))
      throw badRequest(`${label}: "parameters" must be an object`);
    if (raw.onError !== undefined && !ON_ERROR.includes(raw.onError as string))
      throw badRequest(`${label}: "onError" must be one of ${ON_ERROR.join(', ')}`);
    if (raw.credentials !== undefined) {
      if (!isObject(raw.credentials))
        throw badRequest(`${label}: "credentials" must be an object keyed by credential type`);
      for (const [type, ref] of Object.entries(raw.credentials)) {
        const okRef =
          typeof ref === 'string' ||
          (isObject(ref) &&
            typeof ref.name === 'string' &&
            (ref.id === null || ref.id === undefined || typeof ref.id === 'string'));
        if (!okRef) throw badRequest(`${label}: the "${type}" credential must be {id, name} or a name`);
      }
    }
  });
  try {
    return importN8nWorkflow({ nodes: value, connections: {} }).nodes;
  } catch (e) {
    throw badRequest((e as Error).message);
  }
}

/**
 * Connections in n8n's shape whose sources and targets are all nodes of `nodeNames`. Duplicate
 * targets of one output are dropped.
 */
export function checkConnections(value: unknown, nodeNames: ReadonlySet<string>): Connections {
  if (!isObject(value)) throw badRequest('"connections" must be an object keyed by source node name');
  const out: Connections = {};
  for (const [source, byType] of Object.entries(value)) {
    if (!nodeNames.has(source))
      throw badRequest(`The connections start at "${source}", which is not a node of this workflow`);
    if (!isObject(byType))
      throw badRequest(`The connections of node "${source}" must be an object keyed by connection type`);
    const types: Connections[string] = {};
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs))
        throw badRequest(`The "${type}" connections of node "${source}" must be an array of outputs`);
      types[type] = outputs.map((targets: unknown, outputIndex) => {
        if (targets === null) return null;
        if (!Array.isArray(targets))
          throw badRequest(`Output ${outputIndex} of node "${source}" must be a list of targets`);
        const kept: Array<{ node: string; type: string; index: number }> = [];
        for (const t of targets as unknown[]) {
          if (
            !isObject(t) ||
            typeof t.node !== 'string' ||
            typeof t.type !== 'string' ||
            typeof t.index !== 'number' ||
            !Number.isInteger(t.index) ||
            t.index < 0
          ) {
            throw badRequest(
              `Output ${outputIndex} of node "${source}" has a malformed target: each is {node, type, index}`,
            );
          }
          if (!nodeNames.has(t.node))
            throw badRequest(`Node "${source}" is connected to "${t.node}", which is not a node of this workflow`);
          if (!kept.some((k) => k.node === t.node && k.type === t.type && k.index === t.index))
            kept.push({ node: t.node, type: t.type, index: t.index });
        }
        return kept;
      });
    }
    out[source] = types;
  }
  return out;
}

const SAVE_DATA = ['all', 'none', 'DEFAULT'];
const CALLER_POLICIES = ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Workflow settings, stored as given once the known ones have the right type. The execution
 * timeout is -1 (none) or 1 to `maxExecutionTimeout` seconds.
 */
export function checkSettings(value: unknown, maxExecutionTimeout: number): WorkflowSettings {
  if (!isObject(value)) throw badRequest('"settings" must be an object');
  const s = value;
  const bad = (key: string, what: string) => badRequest(`The workflow setting "${key}" must be ${what}`);
  if (
    s.timezone !== undefined &&
    (typeof s.timezone !== 'string' || (s.timezone !== 'DEFAULT' && !isTimeZone(s.timezone)))
  )
    throw bad('timezone', 'an IANA time zone such as "Europe/Berlin", or "DEFAULT"');
  for (const key of ['saveDataErrorExecution', 'saveDataSuccessExecution']) {
    if (s[key] !== undefined && !SAVE_DATA.includes(s[key] as string)) throw bad(key, '"all", "none" or "DEFAULT"');
  }
  for (const key of ['saveManualExecutions', 'saveExecutionProgress']) {
    if (s[key] !== undefined && typeof s[key] !== 'boolean' && s[key] !== 'DEFAULT')
      throw bad(key, 'true, false or "DEFAULT"');
  }
  if (s.errorWorkflow !== undefined && typeof s.errorWorkflow !== 'string') throw bad('errorWorkflow', 'a workflow id');
  if (s.callerPolicy !== undefined && !CALLER_POLICIES.includes(s.callerPolicy as string))
    throw bad('callerPolicy', `one of ${CALLER_POLICIES.join(', ')}`);
  if (s.callerIds !== undefined && typeof s.callerIds !== 'string')
    throw bad('callerIds', 'a comma-separated list of workflow ids');
  if (s.executionOrder !== undefined && s.executionOrder !== 'v0' && s.executionOrder !== 'v1')
    throw bad('executionOrder', '"v0" or "v1"');
  if (s.executionTimeout !== undefined) {
    const t = s.executionTimeout;
    if (typeof t !== 'number' || !Number.isInteger(t) || (t !== -1 && t < 1))
      throw bad('executionTimeout', 'a whole number of seconds, or -1 for none');
    if (t > maxExecutionTimeout)
      throw badRequest(
        `The execution timeout of ${t} seconds is above this instance's maximum of ${maxExecutionTimeout} seconds`,
      );
  }
  return { ...s };
}

/** Pinned data keyed by node name, each normalised to a list of items; names must be nodes. */
export function checkPinData(value: unknown, nodeNames: ReadonlySet<string>): PinData {
  if (!isObject(value)) throw badRequest('"pinData" must be an object keyed by node name');
  for (const name of Object.keys(value)) {
    if (!nodeNames.has(name))
      throw badRequest(`There is pinned data for "${name}", which is not a node of this workflow`);
  }
  return normalizeWorkflowPinData(value);
}

/** Tag ids as sent: a list of ids, or of `{id}` objects. */
export function checkTagIds(value: unknown): string[] {
  if (!Array.isArray(value)) throw badRequest('"tags" must be a list of tag ids');
  return value.map((t: unknown) => {
    if (typeof t === 'string' && t !== '') return t;
    if (isObject(t) && typeof t.id === 'string') return t.id;
    throw badRequest('"tags" must be a list of tag ids');
  });
}

/** An optional JSON object field (`staticData`, `meta`): an object or null. */
export function checkOptionalObject(value: unknown, field: string): Record<string, unknown> | null {
  if (value === null) return null;
  if (!isObject(value)) throw badRequest(`"${field}" must be an object or null`);
  return value;
}
