/**
 * What each telemetry event carries, as pure functions from what the editor knows at the call
 * site to `{ event, properties }`. `track` adds `instance_id` and `workflow_id`; event and
 * property names are n8n's.
 */
import {
  TELEMETRY_LIMITS,
  type TelemetryEventName,
  type TelemetryProperties,
  type TelemetryValue,
} from '@weft/workflow';
import { CUSTOM_API_CALL_KEY } from '../ndv/parameters/display';

/** One event ready for {@link track}. */
export interface TelemetryEvent {
  event: TelemetryEventName;
  properties: TelemetryProperties;
}

/**
 * Properties within the server's bounds: undefined dropped, strings cut to the value limit (with
 * '...'), anything that is not a scalar dropped, at most the property limit kept.
 */
export function boundProperties(properties: Record<string, unknown>): TelemetryProperties {
  const out: TelemetryProperties = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= TELEMETRY_LIMITS.maxProperties) break;
    if (!key || key.length > TELEMETRY_LIMITS.maxKeyLength) continue;
    let v: TelemetryValue;
    if (typeof value === 'string')
      v =
        value.length > TELEMETRY_LIMITS.maxValueLength
          ? `${value.slice(0, TELEMETRY_LIMITS.maxValueLength - 3)}...`
          : value;
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) continue;
      v = value;
    } else if (typeof value === 'boolean' || value === null) v = value;
    else continue;
    out[key] = v;
    count++;
  }
  return out;
}

/** A root parameter as telemetry names it: a string, or null when unset or not a string. */
function param(values: Record<string, unknown> | undefined, name: string): string | null {
  const v = values?.[name];
  return typeof v === 'string' ? v : null;
}

/** Resource locator events. */
export type ResourceLocatorAction = 'refresh' | 'link' | 'mode' | 'search';

const LOCATOR_EVENTS: Record<ResourceLocatorAction, TelemetryEventName> = {
  refresh: 'User refreshed resource locator list',
  link: 'User clicked resource locator link',
  mode: 'User changed resource locator mode',
  search: 'User searched resource locator list',
};

/** Where a resource locator sits: its node's type and root values, and the parameter's name. */
export interface LocatorSite {
  nodeType: string;
  values: Record<string, unknown>;
  fieldName: string;
}

/**
 * A resource locator event: node_type, resource, operation, field_name, plus `extra` (the
 * new `mode` of a mode change, the `filter` length of a search).
 *
 * @example
 * resourceLocatorEvent('mode', { nodeType: 'n8n-nodes-base.googleSheets', values, fieldName: 'documentId' }, { mode: 'url' })
 */
export function resourceLocatorEvent(
  action: ResourceLocatorAction,
  site: LocatorSite,
  extra: Record<string, TelemetryValue> = {},
): TelemetryEvent {
  return {
    event: LOCATOR_EVENTS[action],
    properties: boundProperties({
      node_type: site.nodeType,
      resource: param(site.values, 'resource'),
      operation: param(site.values, 'operation'),
      field_name: site.fieldName,
      ...extra,
    }),
  };
}

/**
 * The member chain a completion continued: for `$('Orders').item.json.` before the cursor,
 * `$('Orders').item.json`; empty when the completion did not follow a dot (pure).
 */
export function completionContext(textBefore: string): string {
  if (!textBefore.endsWith('.')) return '';
  let i = textBefore.length - 1;
  let depth = 0;
  while (i > 0) {
    const c = textBefore[i - 1]!;
    if (c === ')' || c === ']') depth++;
    else if ((c === '(' || c === '[') && depth > 0) depth--;
    else if (depth === 0 && !/[\w$.]/.test(c)) break;
    i--;
  }
  return textBefore.slice(i, -1);
}

/**
 * 'User autocompleted code': `context` (the chain the completion continued, see
 * {@link completionContext}) and `inserted_text`, for the Code node field of the mode
 * (`jsCodeAllItems` / `jsCodeEachItem`).
 */
export function codeAutocompleteEvent(input: {
  nodeType: string;
  mode: string;
  context: string;
  inserted: string;
}): TelemetryEvent {
  return {
    event: 'User autocompleted code',
    properties: boundProperties({
      node_type: input.nodeType,
      field_name: input.mode === 'runOnceForAllItems' ? 'jsCodeAllItems' : 'jsCodeEachItem',
      field_type: 'code',
      context: input.context,
      inserted_text: input.inserted,
    }),
  };
}

/**
 * 'User attempted to save locked workflow': `sharing_role` is 'owner' when the user owns
 * the workflow (or sharing is off, or it has no recorded owner), 'sharee' otherwise.
 */
export function lockedSaveEvent(input: {
  userId: string | null | undefined;
  ownedById: string | null | undefined;
  sharingEnabled: boolean;
}): TelemetryEvent {
  const owner = !input.sharingEnabled || !input.ownedById || input.ownedById === input.userId;
  return { event: 'User attempted to save locked workflow', properties: { sharing_role: owner ? 'owner' : 'sharee' } };
}

/** The last named segment of a parameter path: `options.mode` → `mode`, `rules[0].value` → `value`. */
export function parameterName(path: string): string {
  const segments = path.replace(/\[\d+\]/g, '').split('.');
  return segments[segments.length - 1] ?? path;
}

/** 'User opened Expression Editor': the node type, the parameter, whether the expression was empty. */
export function expressionEditorOpenedEvent(input: {
  nodeType: string | undefined;
  path: string | undefined;
  value: string;
}): TelemetryEvent {
  const body = input.value.startsWith('=') ? input.value.slice(1) : input.value;
  return {
    event: 'User opened Expression Editor',
    properties: boundProperties({
      node_type: input.nodeType ?? null,
      parameter_name: input.path ? parameterName(input.path) : null,
      parameter_path: input.path ?? null,
      new_expression: body.trim() === '',
      source: 'ndv',
    }),
  };
}

/** Whether a value already maps input data (`$json`, `$('Node')`, `$node[…]`). */
function hasMapping(value: unknown): boolean {
  const text = typeof value === 'string' ? value : value && typeof value === 'object' ? JSON.stringify(value) : '';
  return /\$json|\$\(|\$node\[/.test(text);
}

/**
 * 'User switched parameter mode' (fixed ⇄ expression), with the same properties the
 * `parameterInput.modeSwitch` hook receives.
 */
export function parameterModeSwitchEvent(input: {
  nodeType: string;
  path: string;
  previous: unknown;
  newMode: 'fixed' | 'expression';
}): TelemetryEvent {
  const inner =
    input.previous && typeof input.previous === 'object' && '__rl' in input.previous
      ? (input.previous as { value?: unknown }).value
      : input.previous;
  return {
    event: 'User switched parameter mode',
    properties: boundProperties({
      node_type: input.nodeType,
      parameter: input.path,
      old_mode: input.newMode === 'expression' ? 'fixed' : 'expression',
      new_mode: input.newMode,
      was_parameter_empty: inner === '' || inner === undefined || inner === null,
      had_mapping: hasMapping(inner),
      had_parameter: typeof inner === 'string' && inner.includes('$parameter'),
    }),
  };
}

/**
 * 'User set node operation or mode' when a parameter named `operation` or `mode` gets a new value;
 * null for every other change.
 */
export function operationOrModeEvent(input: {
  nodeType: string;
  path: string;
  before: unknown;
  after: unknown;
  values: Record<string, unknown>;
}): TelemetryEvent | null {
  const name = parameterName(input.path);
  if (name !== 'operation' && name !== 'mode') return null;
  if (input.after === input.before || input.after === undefined) return null;
  return {
    event: 'User set node operation or mode',
    properties: boundProperties({
      node_type: input.nodeType,
      resource: param(input.values, 'resource'),
      parameter: name,
      value: typeof input.after === 'string' ? input.after : null,
      is_custom: input.after === CUSTOM_API_CALL_KEY,
    }),
  };
}

/** 'Instance FE emitted error' (error toasts are reported to telemetry). */
export function errorToastEvent(input: {
  title: string;
  message?: string;
  credentialCaused?: boolean;
}): TelemetryEvent {
  return {
    event: 'Instance FE emitted error',
    properties: boundProperties({
      error_title: input.title,
      error_message: input.message ?? null,
      caused_by_credential: !!input.credentialCaused,
    }),
  };
}
