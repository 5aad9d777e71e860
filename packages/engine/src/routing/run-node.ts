/**
 * Running a declarative node: one request (or paginated series) per input item, sent
 * concurrently (batched when the node's `requestOptions.batching` says so), each item's output
 * paired with it. A failing item fails the node, or with `continueOnFail` becomes an item
 * `{error: message}`. The node's credential is chosen and decrypted once per run.
 */
import { NodeOperationError, type DeclarativeRequestPlan, type Item, type NodeProperty } from '@weft/workflow';
import { chooseCredential } from './credentials.js';
import type { RoutingCredential, RoutingEnvironment } from './environment.js';
import { isPlainObject } from './merge.js';
import { planForItem, type PlanInputs } from './plan.js';
import { executePlan } from './request.js';

/** n8n's default timeout of declarative requests (5 minutes). */
export const DEFAULT_TIMEOUT_MS = 300_000;

/**
 * n8n's "Request Options" of declarative nodes (`requestOptions` parameter), when the node has
 * them: batching, proxy, ignoring TLS issues and the timeout.
 */
export interface RequestSettings {
  batchSize: number;
  batchInterval: number;
  proxy?: string;
  allowUnauthorizedCerts?: boolean;
  timeout?: number;
}

/** The request settings found in the `requestOptions` parameter value (pure). */
export function requestSettingsOf(value: unknown): RequestSettings {
  const o = isPlainObject(value) ? value : {};
  const batch = isPlainObject(o.batching) && isPlainObject(o.batching.batch) ? o.batching.batch : {};
  const size = Number(batch.batchSize);
  return {
    batchSize: size > 0 ? size : 1,
    batchInterval: Number(batch.batchInterval) > 0 ? Number(batch.batchInterval) : 0,
    ...(typeof o.proxy === 'string' && o.proxy ? { proxy: o.proxy } : {}),
    ...(o.allowUnauthorizedCerts ? { allowUnauthorizedCerts: true } : {}),
    ...(Number(o.timeout) > 0 ? { timeout: Number(o.timeout) } : {}),
  };
}

/** A plan with the request settings applied (a timeout is always set). */
export function withRequestSettings(plan: DeclarativeRequestPlan, settings: RequestSettings): DeclarativeRequestPlan {
  const options = { ...plan.options, timeout: settings.timeout ?? DEFAULT_TIMEOUT_MS };
  if (settings.proxy) options.proxy = settings.proxy;
  if (settings.allowUnauthorizedCerts) options.skipSslCertificateValidation = true;
  return { ...plan, options };
}

/**
 * The credential the node's requests are signed with: the one {@link chooseCredential} picks, if
 * the node has it set (a required one is asked for even when it is not, so its error says so).
 */
export async function routingCredential(env: RoutingEnvironment): Promise<RoutingCredential | undefined> {
  const choice = chooseCredential(env.description, env.parameters, env.version);
  if (choice.kind === 'none') return undefined;
  if (choice.kind === 'unmatched') {
    throw new NodeOperationError(
      env.node,
      `Node type "${env.node.type}" does not have any credentials of type "${String(choice.authentication)}" defined`,
    );
  }
  const { name, required } = choice.credential;
  if (!required && !env.hasCredential(name)) return undefined;
  return { type: name, data: await env.getCredentials(name) };
}

/** The items one input item's request gives, `properties` being the parameters whose routing counts. */
export async function runItem(
  env: RoutingEnvironment,
  itemIndex: number,
  credential: RoutingCredential | undefined,
  properties: readonly NodeProperty[],
): Promise<Item[]> {
  const inputs: PlanInputs = {
    parameters: env.parameters,
    version: env.version,
    value: (path, extractValue) => env.parameter(path, itemIndex, extractValue),
    resolve: (value, keys) => env.resolve(value, itemIndex, keys),
  };
  const settings = requestSettingsOf(
    env.parameters.requestOptions === undefined ? undefined : env.parameter('requestOptions', itemIndex, false),
  );
  const plan = withRequestSettings(planForItem(env.description, properties, inputs, credential?.data), settings);
  return executePlan(env, plan, itemIndex, credential);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Runs a declarative node over its input items and answers its single output. */
export async function runDeclarativeNode(env: RoutingEnvironment): Promise<Item[][]> {
  const credential = await routingCredential(env);
  const settings = requestSettingsOf(
    env.parameters.requestOptions === undefined ? undefined : env.parameter('requestOptions', 0, false),
  );
  const runs: Array<Promise<Item[]>> = [];
  for (let i = 0; i < env.items.length; i++) {
    if (i > 0 && settings.batchInterval > 0 && i % settings.batchSize === 0)
      await sleep(settings.batchInterval, env.signal);
    runs.push(runItem(env, i, credential, env.description.properties));
  }
  const settled = await Promise.allSettled(runs);
  const out: Item[] = [];
  for (let i = 0; i < settled.length; i++) {
    const result = settled[i]!;
    if (result.status === 'fulfilled') {
      for (const item of result.value) out.push({ ...item, pairedItem: { item: i } });
      continue;
    }
    if (!env.continueOnFail()) throw result.reason;
    const message = (result.reason as Error)?.message ?? String(result.reason);
    out.push({ json: { error: message }, pairedItem: { item: i } });
  }
  return [out];
}
