/**
 * Resource locator values: `{__rl: true, value, mode, cachedResultName?,
 * cachedResultUrl?, __regex?}`, and how the id is taken out of one (`extractValue`): the value
 * itself, or for a mode with `extractValue: {type: 'regex', regex}` (a URL mode) the regex's
 * first group. Pure functions, shared by the engine (running nodes) and the server (remote methods).
 */
import type { NodeProperty } from '../types/node-type.js';
import type { NodeParameters } from '../types/workflow.js';
import { isDisplayed } from './display.js';

/** A resource locator value as stored in a node's parameters. */
export interface ResourceLocatorParameter {
  __rl: true;
  value: unknown;
  mode: string;
  cachedResultName?: string;
  cachedResultUrl?: string;
  /** The mode's regex, written by the editor in url mode (used when the mode definition is unknown). */
  __regex?: string;
}

/** How a mode finds the id in what was typed (`extractValue`). */
export interface LocatorExtractValue {
  type?: string;
  regex?: string;
}

/** Whether a parameter value is a resource locator value. */
export function isResourceLocatorParameter(value: unknown): value is ResourceLocatorParameter {
  return !!value && typeof value === 'object' && !Array.isArray(value) && (value as { __rl?: unknown }).__rl === true;
}

/** A value (URL) did not match its mode's extractValue regex. */
export class LocatorValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocatorValueError';
  }
}

function childProperties(property: NodeProperty): NodeProperty[] {
  const out: NodeProperty[] = [];
  for (const option of property.options ?? []) {
    if ('values' in option && Array.isArray(option.values)) out.push(...option.values);
    else if ('type' in option && 'displayName' in option) out.push(option);
  }
  return out;
}

/**
 * The `extractValue` of mode `modeName` of the resource locator parameter named like the last
 * segment of `path` (searched through collections), or undefined when there is none.
 */
export function locatorExtractValue(
  properties: readonly NodeProperty[],
  path: string,
  modeName: string,
  shown?: { parameters: NodeParameters; nodeVersion?: number },
): LocatorExtractValue | undefined {
  const name =
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? path;
  // Several top-level properties may share a name (a board id on one resource, a card id on
  // another): the one shown for the node's parameters describes the value.
  if (shown && !path.includes('.')) {
    const candidates = properties.filter((p) => p.name === name && p.type === 'resourceLocator');
    const displayed = candidates.find((p) => isDisplayed(p.displayOptions, shown.parameters, shown.nodeVersion));
    const mode = (displayed?.modes ?? []).find((m) => m.name === modeName) as
      { extractValue?: LocatorExtractValue } | undefined;
    if (mode) return mode.extractValue;
  }
  const stack = [...properties];
  while (stack.length) {
    const property = stack.shift()!;
    if (property.name === name && property.type === 'resourceLocator') {
      const mode = (property.modes ?? []).find((m) => m.name === modeName) as
        { extractValue?: LocatorExtractValue } | undefined;
      if (mode) return mode.extractValue;
    }
    stack.push(...childProperties(property));
  }
  return undefined;
}

/**
 * The id of a resource locator value: its `value`, or for a mode with a regex `extractValue` the
 * first group (else the whole match) of the regex in the value. `extract` is the mode's
 * definition when known; the value's own `__regex` is used otherwise. Anything that is not a
 * resource locator value is answered unchanged. Throws {@link LocatorValueError} when a string
 * does not match its regex.
 *
 * @example
 * extractLocatorId({ __rl: true, mode: 'url', value: 'https://x.test/workflow/Ab12' }, { type: 'regex', regex: '/workflow/([0-9a-zA-Z]+)' }) // 'Ab12'
 */
export function extractLocatorId(
  value: unknown,
  extract?: LocatorExtractValue,
  parameterName = 'the resource locator',
): unknown {
  if (!isResourceLocatorParameter(value)) return value;
  const regex = extract?.type === undefined || extract.type === 'regex' ? (extract?.regex ?? value.__regex) : undefined;
  if (!regex || typeof value.value !== 'string') return value.value;
  let pattern: RegExp;
  try {
    pattern = new RegExp(regex);
  } catch {
    throw new LocatorValueError(`The ${parameterName} mode "${value.mode}" has an invalid regex: ${regex}`);
  }
  const match = pattern.exec(value.value);
  if (!match)
    throw new LocatorValueError(
      `The value "${value.value}" of ${parameterName} (${value.mode}) is not valid: it does not match ${regex}`,
    );
  return match[1] ?? match[0];
}
