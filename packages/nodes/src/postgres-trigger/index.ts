/**
 * Postgres Trigger 1 (n8n's `n8n-nodes-base.postgresTrigger`): LISTENs on a channel while its
 * workflow is active, one run per notification. "Table Row Change Events" first creates a
 * plpgsql function that sends each inserted, updated or deleted row as JSON (`pg_notify`) and a
 * row trigger on the table; deactivation drops both and stops listening. Names are n8n's
 * (`n8n_trigger_function_<node id>`, `n8n_trigger_<id>`, `n8n_channel_<id>`, `_manual` by hand).
 * Identifiers are checked and quoted; the channel goes to pg_notify as a bound value.
 */
import type pg from 'pg';
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type TriggerResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { connectPostgres } from '../postgres/connection.js';
import { escapeIdentifier as quoteIdentifier } from '../postgres/identifiers.js';
import { searchSchemas, searchTables } from '../postgres/methods.js';
import {
  assertTriggerHost,
  runTriggerByHand,
  triggerCredentials,
  type QueueTriggerContext,
} from '../shared/queue-trigger.js';
import { postgresTriggerDescription } from './description.js';

const IDENTIFIER = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

interface AdditionalFields {
  channelName?: string;
  functionName?: string;
  replaceIfExists?: boolean;
  triggerName?: string;
}

/** A Postgres identifier the node creates or listens on: letters, digits and `_`, not starting with a digit. */
function checkIdentifier(node: WorkflowNode, name: string, what: string): string {
  if (!IDENTIFIER.test(name))
    throw new NodeOperationError(
      node,
      `${what} must start with a letter or underscore and contain only letters, digits, and underscores`,
    );
  return name;
}

/** The function, trigger and channel names for a node (n8n's defaults from its id; `_manual` for runs by hand). */
export function triggerNames(
  node: WorkflowNode,
  mode: string,
  fields: AdditionalFields,
): { functionName: string; triggerName: string; channelName: string } {
  const suffix = `${node.id.replace(/-/g, '_')}${mode === 'manual' ? '_manual' : ''}`;
  let functionName = fields.functionName || `n8n_trigger_function_${suffix}`;
  if (functionName.endsWith('()')) functionName = functionName.slice(0, -2);
  return {
    functionName: checkIdentifier(node, functionName, 'Function name'),
    triggerName: checkIdentifier(node, fields.triggerName || `n8n_trigger_${suffix}`, 'Trigger name'),
    channelName: checkIdentifier(node, fields.channelName || `n8n_channel_${suffix}`, 'Channel name'),
  };
}

/** A resource locator's value (or a plain string). */
function locatorValue(value: unknown): string {
  return String(value && typeof value === 'object' ? ((value as { value?: unknown }).value ?? '') : (value ?? ''));
}

/** Creates the notifying function and the row trigger on the table. */
async function createRowTrigger(
  client: pg.Client,
  ctx: QueueTriggerContext,
  names: ReturnType<typeof triggerNames>,
  fields: AdditionalFields,
): Promise<void> {
  const node = ctx.getNode();
  const schema = locatorValue(ctx.getNodeParameter('schema', 'public'));
  const table = locatorValue(ctx.getNodeParameter('tableName', ''));
  if (!table) throw new NodeOperationError(node, 'Table Name is required');
  const event = String(ctx.getNodeParameter('firesOn', 'INSERT'));
  if (!EVENTS.includes(event)) throw new NodeOperationError(node, 'Event must be Insert, Update, or Delete');
  const row = event === 'DELETE' ? 'OLD' : 'NEW';
  const fn = quoteIdentifier(names.functionName);
  const target = `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
  const channel = names.channelName.replace(/'/g, "''");
  const body = `${fn}() RETURNS trigger LANGUAGE 'plpgsql' COST 100 VOLATILE NOT LEAKPROOF AS $BODY$ begin perform pg_notify('${channel}', row_to_json(${row})::text); return null; end; $BODY$`;
  const replace = fields.replaceIfExists === true || !(fields.triggerName || fields.functionName);
  if (replace) {
    await client.query(`CREATE OR REPLACE FUNCTION ${body};`);
    await client.query(`DROP TRIGGER IF EXISTS ${quoteIdentifier(names.triggerName)} ON ${target}`);
  } else {
    await client.query(`CREATE FUNCTION ${body}`);
  }
  await client.query(
    `CREATE TRIGGER ${quoteIdentifier(names.triggerName)} AFTER ${event} ON ${target} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
  );
}

/** The item of a notification: n8n's `{length, processId, channel, payload, name}`, the payload parsed when it is JSON. */
export function notificationItem(message: pg.Notification & { length?: number; name?: string }): Item {
  let payload: unknown = message.payload;
  if (typeof payload === 'string' && payload) {
    try {
      payload = JSON.parse(payload);
    } catch {
      // Not JSON: kept as text.
    }
  }
  return {
    json: {
      length: message.length,
      processId: message.processId,
      channel: message.channel,
      payload,
      name: message.name ?? 'notification',
    },
  };
}

/** Listens (see the module comment); by hand, the first notification is the only one taken. */
export async function triggerPostgres(ctx: QueueTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const mode = String(ctx.getNodeParameter('triggerMode', 'createTrigger'));
  const fields = (ctx.getNodeParameter('additionalFields', {}) ?? {}) as AdditionalFields;
  const names = triggerNames(node, ctx.getMode(), mode === 'listenTrigger' ? {} : fields);
  if (mode === 'listenTrigger')
    names.channelName = checkIdentifier(
      node,
      String(ctx.getNodeParameter('channelName', '')),
      'Channel name',
    ).toLowerCase();
  const credentials = await triggerCredentials(ctx, 'postgres');
  await assertTriggerHost(ctx, String(credentials.host ?? 'localhost'));
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as { connectionTimeout?: number };
  const client = await connectPostgres(node, credentials, options);
  try {
    if (mode === 'createTrigger') await createRowTrigger(client, ctx, names, fields);
    await client.query(`LISTEN ${quoteIdentifier(names.channelName)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error instanceof NodeOperationError ? error : new NodeOperationError(node, error as Error);
  }
  let closing = false;
  client.on('error', (error: Error) => {
    if (!closing) ctx.emitError(new NodeOperationError(node, `Connection to Postgres lost: ${error.message}`));
  });
  const closeFunction = async () => {
    closing = true;
    try {
      await client.query(`UNLISTEN ${quoteIdentifier(names.channelName)}`);
      if (mode === 'createTrigger') {
        const schema = locatorValue(ctx.getNodeParameter('schema', 'public'));
        const table = locatorValue(ctx.getNodeParameter('tableName', ''));
        await client.query(`DROP FUNCTION IF EXISTS ${quoteIdentifier(names.functionName)} CASCADE`);
        await client.query(
          `DROP TRIGGER IF EXISTS ${quoteIdentifier(names.triggerName)} ON ${quoteIdentifier(schema)}.${quoteIdentifier(table)} CASCADE`,
        );
      }
    } catch {
      // The connection is gone: nothing left to clean up through it.
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const listen = (once: boolean) =>
    new Promise<void>((resolve) => {
      const onNotification = (message: pg.Notification) => {
        if (once) client.removeListener('notification', onNotification);
        ctx.emit([[notificationItem(message)]]);
        resolve();
      };
      client.on('notification', onNotification);
      if (!once) resolve();
    });
  if (ctx.getMode() === 'manual') return { closeFunction, manualTriggerFunction: () => listen(true) };
  await listen(false);
  return { closeFunction };
}

/** By hand: listens for the first notification (see {@link runTriggerByHand}). */
function executePostgresTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerPostgres);
}

/** Postgres Trigger, version 1. */
export const postgresTriggerNode: NodeType[] = [
  {
    description: postgresTriggerDescription,
    trigger: triggerPostgres,
    execute: executePostgresTrigger,
    methods: { listSearch: { searchSchemas, searchTables } },
  },
];
