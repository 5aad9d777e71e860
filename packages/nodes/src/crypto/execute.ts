import { createHash, createHmac, createSign, randomBytes, randomUUID, type BinaryToTextEncoding } from 'node:crypto';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';

/** A random string of `length` characters in an encoding (base64 keeps only word characters). */
export function randomString(encoding: 'ascii' | 'base64' | 'hex', length: number): string {
  const text = randomBytes(length).toString(encoding);
  return (encoding === 'base64' ? text.replace(/\W/g, '') : text).slice(0, length);
}

async function computeValue(
  ctx: ExecuteContext,
  action: string,
  i: number,
): Promise<{ value: unknown; binaryProcessed: boolean }> {
  // The value as the expression gave it: like n8n, a value that is not text (a number, null, an
  // object) fails with Node's own message rather than being hashed as some text form of it.
  const value = ctx.getNodeParameter('value', i, '') as string;
  if (action === 'generate') {
    const encodingType = ctx.getNodeParameter('encodingType', i, 'uuid') as string;
    if (encodingType === 'uuid') return { value: randomUUID(), binaryProcessed: false };
    const length = Number(ctx.getNodeParameter('stringLength', i, 32));
    return { value: randomString(encodingType as 'ascii' | 'base64' | 'hex', length), binaryProcessed: false };
  }
  if (action === 'hash' || action === 'hmac') {
    const type = ctx.getNodeParameter('type', i, 'MD5') as string;
    const encoding = ctx.getNodeParameter('encoding', i, 'hex') as BinaryToTextEncoding;
    const hasher =
      action === 'hash' ? createHash(type) : createHmac(type, String(ctx.getNodeParameter('secret', i, '') ?? ''));
    if (ctx.getNodeParameter('binaryData', i, false)) {
      const property = ctx.getNodeParameter('binaryPropertyName', i, 'data') as string;
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
      return { value: hasher.update(bytes).digest(encoding), binaryProcessed: true };
    }
    return { value: hasher.update(value).digest(encoding), binaryProcessed: false };
  }
  if (action === 'sign') {
    const algorithm = ctx.getNodeParameter('algorithm', i, '') as string;
    const encoding = ctx.getNodeParameter('encoding', i, 'hex') as BinaryToTextEncoding;
    const privateKey = ctx.getNodeParameter('privateKey', i, '') as string;
    const signer = createSign(algorithm);
    signer.write(value);
    signer.end();
    return { value: signer.sign(privateKey, encoding), binaryProcessed: false };
  }
  return { value: undefined, binaryProcessed: false };
}

/** Runs the Crypto node (version 1) over every input item. */
export async function executeCrypto(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const action = ctx.getNodeParameter('action', 0, 'hash') as string;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    try {
      const dataPropertyName = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
      const { value, binaryProcessed } = await computeValue(ctx, action, i);
      const json = dataPropertyName.includes('.') ? structuredClone(item.json) : { ...item.json };
      const newItem: Item = { json, pairedItem: { item: i } };
      if (item.binary !== undefined && !binaryProcessed) newItem.binary = item.binary;
      // n8n sets the property by a one-element path: a dotted name stays one literal key.
      newItem.json[dataPropertyName] = value;
      out.push(newItem);
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
    }
  }
  return [out];
}
