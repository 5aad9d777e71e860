/**
 * Declarative `typeOptions.loadOptions` (n8n's `getOptionsViaRequestProperty`): the node's
 * `requestDefaults` and credential with the parameter's `loadOptions.routing` as the only
 * routing, run once for an empty item; the items' json (usually `{name, value}` made by
 * `setKeyValue`) are the options.
 */
import type { NodeProperty, NodePropertyRouting } from '@weft/workflow';
import type { RoutingEnvironment } from './environment.js';
import { routingCredential, runItem } from './run-node.js';

/** The json of every item the `routing` request gives (the caller checks they are options). */
export async function loadRoutingOptions(env: RoutingEnvironment, routing: NodePropertyRouting): Promise<unknown[]> {
  const only: NodeProperty = { displayName: '', name: '', type: 'string', default: '', routing };
  const credential = await routingCredential(env);
  const items = await runItem({ ...env, items: env.items.length ? env.items : [{ json: {} }] }, 0, credential, [only]);
  return items.map((item) => item.json);
}
