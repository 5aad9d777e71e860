/**
 * What a declarative description says about one item's request (n8n's
 * `getRequestOptionsFromParameters`): `requestDefaults`, then, for every parameter shown, its
 * `routing` (request options, where its value is sent, pagination, output handling), the chosen
 * option's `routing` for options parameters, and the routing of what is set inside collections
 * and fixed collections. Pure: values and expressions come through {@link PlanInputs}.
 */
import {
  getPath,
  isDisplayed,
  type DeclarativeRequestOptions,
  type DeclarativeRequestPlan,
  type NodeParameters,
  type NodeProperty,
  type NodePropertyCollection,
  type NodePropertyOption,
  type NodePropertyRouting,
  type NodeTypeDescription,
} from '@weft/workflow';
import { emptyPlan, isPlainObject, mergePlans } from './merge.js';
import { placeSendValue } from './send.js';

/** What building a plan reads, for one item. */
export interface PlanInputs {
  /** The node's parameters with defaults filled in: display rules, chosen options and collection keys are read here. */
  parameters: NodeParameters;
  /** The node's version (`$version`, `@version` display rules). */
  version: number;
  /** A parameter's value for the item, expressions resolved; `extractValue` answers a resource locator's id. */
  value(path: string, extractValue: boolean): unknown;
  /** A description value resolved for the item (every `=` string inside it), with extra `$` names. */
  resolve(value: unknown, keys: Record<string, unknown>): unknown;
}

type Entry = NodeProperty | NodePropertyOption;

function isProperty(entry: Entry): entry is NodeProperty {
  return 'type' in entry && 'displayName' in entry;
}

function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('=');
}

/** The part of a plan one `routing` block gives, `parameterValue` being the parameter's (or option's) value. */
export function planForRouting(
  routing: NodePropertyRouting,
  inputs: PlanInputs,
  keys: Record<string, unknown>,
  parameterValue: unknown,
): DeclarativeRequestPlan {
  const plan = emptyPlan();
  const withValue = { ...keys, $value: parameterValue };
  if (routing.operations) plan.requestOperations = { ...routing.operations };
  if (routing.request) {
    for (const [key, value] of Object.entries(routing.request)) plan.options[key] = inputs.resolve(value, withValue);
  }
  const send = routing.send;
  if (send) {
    if (send.property !== undefined) {
      const property = String(inputs.resolve(send.property, withValue) ?? '');
      const value = send.value ? inputs.resolve(send.value, withValue) : parameterValue;
      if (property) plan.options = placeSendValue(plan.options, send, property, value);
    }
    if (send.paginate !== undefined)
      plan.paginate = !!(isExpression(send.paginate) ? inputs.resolve(send.paginate, withValue) : send.paginate);
    if (send.preSend) plan.preSend.push(...send.preSend);
  }
  const output = routing.output;
  if (output) {
    if (output.maxResults !== undefined) {
      plan.maxResults = (
        isExpression(output.maxResults) ? inputs.resolve(output.maxResults, withValue) : output.maxResults
      ) as number | string;
    }
    const actions = (output.postReceive ?? []).filter((action) => {
      if (typeof action === 'function') return true;
      if (isExpression(action.enabled)) return !!inputs.resolve(action.enabled, withValue);
      return action.enabled !== false;
    });
    if (actions.length) plan.postReceive.push({ parameterValue, actions });
  }
  return plan;
}

/**
 * The plan one parameter (or one option of an options parameter) gives, undefined when it is not
 * shown. `basePath` is where it sits (`''` at the top, `filters` inside a collection, `tags.tag[1]`
 * inside a fixed collection); `siblings` are the values next to it.
 */
export function planForEntry(
  entry: Entry,
  inputs: PlanInputs,
  basePath: string,
  keys: Record<string, unknown>,
  siblings: NodeParameters,
): DeclarativeRequestPlan | undefined {
  const property = isProperty(entry) ? entry : undefined;
  if (property && !isDisplayed(property.displayOptions, siblings, inputs.version, inputs.parameters)) return undefined;
  const path = basePath ? `${basePath}.${entry.name}` : entry.name;
  let plan = emptyPlan();
  if (entry.routing) {
    const parameterValue = property
      ? inputs.value(path, property.extractValue !== undefined || property.type === 'resourceLocator')
      : keys.$value;
    plan = mergePlans(plan, planForRouting(entry.routing, inputs, keys, parameterValue));
  }
  if (!property?.options) return plan;

  const own = getPath(siblings, property.name);
  if (property.type === 'options') {
    const chosen = (property.options as NodePropertyOption[]).find((o) => o.value === own);
    if (chosen)
      plan = mergePlans(
        plan,
        planForEntry(chosen, inputs, path, { ...keys, $value: own, $version: inputs.version }, siblings),
      );
  } else if (property.type === 'collection' && isPlainObject(own)) {
    for (const child of property.options as NodeProperty[]) {
      if (!isProperty(child) || !(child.name in own)) continue;
      plan = mergePlans(
        plan,
        planForEntry(child, inputs, path, { ...keys, $version: inputs.version }, own as NodeParameters),
      );
    }
  } else if (property.type === 'fixedCollection' && isPlainObject(own)) {
    const multiple = !!property.typeOptions?.multipleValues;
    for (const group of property.options as NodePropertyCollection[]) {
      const stored = own[group.name];
      if (stored === undefined || !Array.isArray(group.values)) continue;
      const list = Array.isArray(stored) ? stored : [stored];
      const resolved = inputs.resolve(list, keys) as unknown[];
      list.forEach((entryValues, i) => {
        const groupPath = multiple ? `${path}.${group.name}[${i}]` : `${path}.${group.name}`;
        const entryKeys = { ...keys, $index: i, $parent: resolved[i] };
        for (const child of group.values) {
          plan = mergePlans(
            plan,
            planForEntry(
              child,
              inputs,
              groupPath,
              entryKeys,
              isPlainObject(entryValues) ? (entryValues as NodeParameters) : {},
            ),
          );
        }
      });
    }
  }
  return plan;
}

/**
 * The whole plan of one item: the description's request operations and `requestDefaults`
 * (evaluated with `$credentials` and `$version`), then every parameter of `properties` in order.
 */
export function planForItem(
  description: Pick<NodeTypeDescription, 'requestDefaults' | 'requestOperations'>,
  properties: readonly NodeProperty[],
  inputs: PlanInputs,
  credentials: Record<string, unknown> | undefined,
): DeclarativeRequestPlan {
  let plan = emptyPlan();
  if (description.requestOperations) plan.requestOperations = { ...description.requestOperations };
  const keys = { $credentials: credentials, $version: inputs.version };
  if (description.requestDefaults) {
    const options: DeclarativeRequestOptions = { ...plan.options };
    for (const [key, value] of Object.entries(description.requestDefaults)) options[key] = inputs.resolve(value, keys);
    plan = { ...plan, options };
  }
  for (const property of properties)
    plan = mergePlans(plan, planForEntry(property, inputs, '', keys, inputs.parameters));
  return plan;
}
