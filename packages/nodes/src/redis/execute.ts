/** Runs the Redis node: one command per item (INFO once), output shapes as n8n's. */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { connectRedis, getValue, infoToObject, setValue } from './client.js';

const ITEM_OPERATIONS = ['delete', 'get', 'keys', 'llen', 'set', 'incr', 'publish', 'push', 'pop'];

/** Sets `path` (dot notation, `a.b[0].c`) in `target`. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    const next = parts[i + 1]!;
    if (node[part] === null || typeof node[part] !== 'object') node[part] = /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

function put(json: Record<string, unknown>, name: string, value: unknown, dotNotation: boolean): void {
  if (dotNotation) setPath(json, name, value);
  else json[name] = value;
}

/** Executes Redis 1. */
export async function executeRedis(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const credentials = await ctx.getCredentials('redis');
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const client = await connectRedis(node, credentials);
  try {
    const operation = String(ctx.getNodeParameter('operation', 0, 'info'));
    const out: Item[] = [];
    if (operation === 'info') {
      try {
        out.push({ json: infoToObject(await client.info()) });
      } catch (error) {
        if (!ctx.continueOnFail()) throw new NodeOperationError(node, error as Error);
        out.push({ json: { error: (error as Error).message } });
      }
      return [out];
    }
    if (!ITEM_OPERATIONS.includes(operation))
      throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
    const items = ctx.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const item: Item = { json: {}, pairedItem: { item: i } };
        const dotNotation = (ctx.getNodeParameter('options', i, {}) as { dotNotation?: boolean }).dotNotation !== false;
        switch (operation) {
          case 'delete':
            await client.del(String(ctx.getNodeParameter('key', i)));
            out.push(items[i]!);
            break;
          case 'get': {
            const value =
              (await getValue(
                client,
                String(ctx.getNodeParameter('key', i)),
                String(ctx.getNodeParameter('keyType', i, 'automatic')),
              )) ?? null;
            put(item.json, String(ctx.getNodeParameter('propertyName', i, 'propertyName')), value, dotNotation);
            out.push(item);
            break;
          }
          case 'keys': {
            const keys = await client.keys(String(ctx.getNodeParameter('keyPattern', i)));
            if (!ctx.getNodeParameter('getValues', i, true)) {
              out.push({ json: { keys } });
              break;
            }
            for (const key of keys) item.json[key] = await getValue(client, key);
            out.push(item);
            break;
          }
          case 'llen': {
            const list = String(ctx.getNodeParameter('list', i));
            item.json = { [list]: await client.llen(list) };
            out.push(item);
            break;
          }
          case 'set': {
            const ttl = Number(ctx.getNodeParameter('ttl', i, -1));
            await setValue(
              node,
              client,
              String(ctx.getNodeParameter('key', i)),
              ctx.getNodeParameter('value', i, ''),
              ctx.getNodeParameter('expire', i, false) === true,
              ttl,
              String(ctx.getNodeParameter('keyType', i, 'automatic')),
              ctx.getNodeParameter('valueIsJSON', i, true) !== false,
              i,
            );
            out.push(items[i]!);
            break;
          }
          case 'incr': {
            const key = String(ctx.getNodeParameter('key', i));
            const ttl = Number(ctx.getNodeParameter('ttl', i, -1));
            const value = await client.incr(key);
            if (ctx.getNodeParameter('expire', i, false) && ttl > 0) await client.expire(key, ttl);
            out.push({ json: { [key]: value } });
            break;
          }
          case 'publish':
            await client.publish(
              String(ctx.getNodeParameter('channel', i)),
              String(ctx.getNodeParameter('messageData', i)),
            );
            out.push(items[i]!);
            break;
          case 'push': {
            const list = String(ctx.getNodeParameter('list', i));
            const data = String(ctx.getNodeParameter('messageData', i));
            if (ctx.getNodeParameter('tail', i, false)) await client.rpush(list, data);
            else await client.lpush(list, data);
            out.push(items[i]!);
            break;
          }
          case 'pop': {
            const list = String(ctx.getNodeParameter('list', i));
            const value = ctx.getNodeParameter('tail', i, false) ? await client.rpop(list) : await client.lpop(list);
            let parsed: unknown = value;
            try {
              parsed = value && JSON.parse(value);
            } catch {
              parsed = value;
            }
            put(item.json, String(ctx.getNodeParameter('propertyName', i, 'propertyName')), parsed, dotNotation);
            out.push(item);
            break;
          }
        }
      } catch (error) {
        if (ctx.continueOnFail()) {
          out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
          continue;
        }
        throw error instanceof NodeOperationError
          ? error
          : new NodeOperationError(node, error as Error, { itemIndex: i });
      }
    }
    return [out];
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}
