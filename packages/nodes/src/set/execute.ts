/** Runs Edit Fields (Set) 3.0–3.4 on its input items. */
import { NodeOperationError, WeftError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, WorkflowNode } from '@weft/workflow';
import { composeItem, parseJsonParameter, resolveRawJson, validateEntry } from './compose.js';
import type { ComposeOptions, IncludeMode } from './compose.js';
import type { SetFieldType } from './validate.js';

interface Assignment {
  id?: string;
  name?: unknown;
  value?: unknown;
  type?: string;
}

interface LegacyField {
  name?: unknown;
  type?: string;
  [key: string]: unknown;
}

function toFieldType(type: string | undefined): SetFieldType {
  const t = (type ?? 'string').replace('Value', '');
  return (['string', 'number', 'boolean', 'array', 'object'].includes(t) ? t : 'string') as SetFieldType;
}

function stripEquals(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('=') ? value.replace(/^=+/, '') : undefined;
}

function readOptions(ctx: ExecuteContext, node: WorkflowNode, i: number): ComposeOptions {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
  const include = ctx.getNodeParameter('include', i, 'all') as IncludeMode;
  const includeOther = ctx.getNodeParameter('includeOtherFields', i, false) as boolean;
  const mode: IncludeMode = node.typeVersion >= 3.3 ? (includeOther ? include : 'none') : include;
  return {
    include: mode,
    dotNotation: options.dotNotation as boolean | undefined,
    includeBinary: options.includeBinary as boolean | undefined,
    stripBinary: options.stripBinary as boolean | undefined,
    ignoreConversionErrors: options.ignoreConversionErrors === true,
    includeFields: mode === 'selected' ? ctx.getNodeParameter('includeFields', i, '') : undefined,
    excludeFields: mode === 'except' ? ctx.getNodeParameter('excludeFields', i, '') : undefined,
  };
}

function manualFields(
  ctx: ExecuteContext,
  node: WorkflowNode,
  i: number,
  options: ComposeOptions,
  rawObjects: Map<string, string>,
): Array<[string, unknown]> {
  const ignore = options.ignoreConversionErrors === true;
  const fields = new Map<string, unknown>();
  if (node.typeVersion < 3.3) {
    const entries = (ctx.getNodeParameter('fields.values', i, []) ?? []) as LegacyField[];
    for (const entry of entries) {
      const name = String(entry.name ?? '');
      const typeKey = entry.type ?? 'stringValue';
      let value = entry[typeKey];
      const raw = rawObjects.get(name);
      if (typeKey === 'objectValue' && raw !== undefined && value !== undefined && value !== null) {
        value = parseJsonParameter(
          node,
          resolveRawJson(raw, (e) => ctx.evaluateExpression(e, i)),
          i,
          name,
        );
      }
      fields.set(name, validateEntry(node, name, toFieldType(typeKey), value, i, ignore, node.typeVersion));
    }
  } else {
    const collection = (ctx.getNodeParameter('assignments', i, {}) ?? {}) as { assignments?: Assignment[] };
    for (const a of collection.assignments ?? []) {
      const name = String(a.name ?? '');
      fields.set(name, validateEntry(node, name, toFieldType(a.type), a.value, i, ignore, node.typeVersion));
    }
  }
  return [...fields.entries()];
}

/** Executes the Set node. */
export async function executeSet(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const mode = ctx.getNodeParameter('mode', 0, 'manual') as 'manual' | 'raw';
  const duplicate = ctx.getNodeParameter('duplicateItem', 0, false) === true && ctx.getMode() === 'manual';
  const duplicateCount = duplicate ? Number(ctx.getNodeParameter('duplicateCount', 0, 0)) || 0 : 0;

  let rawJson: string | undefined;
  const rawObjects = new Map<string, string>();
  if (mode === 'raw') {
    rawJson = stripEquals(ctx.getNodeParameter('jsonOutput', 0, '', { rawExpressions: true }));
  } else if (node.typeVersion < 3.3) {
    const entries = (ctx.getNodeParameter('fields.values', 0, [], { rawExpressions: true }) ?? []) as LegacyField[];
    for (const entry of entries) {
      const raw = entry.type === 'objectValue' ? stripEquals(entry.objectValue) : undefined;
      if (raw !== undefined) rawObjects.set(String(entry.name ?? ''), raw);
    }
  }

  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item;
    let produced: Item;
    try {
      const options = readOptions(ctx, node, i);
      if (mode === 'raw') {
        const data =
          rawJson !== undefined
            ? resolveRawJson(rawJson, (e) => ctx.evaluateExpression(e, i))
            : ctx.getNodeParameter('jsonOutput', i, '');
        const parsed = parseJsonParameter(node, data, i);
        produced = composeItem(i, item, Object.entries(parsed), options, node.typeVersion);
      } else {
        produced = composeItem(i, item, manualFields(ctx, node, i, options, rawObjects), options, node.typeVersion);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (ctx.continueOnFail()) {
        produced =
          mode === 'raw'
            ? { json: { error: message }, pairedItem: { item: i } }
            : { json: { error: message, pairedItem: { item: i } } };
      } else {
        const description = error instanceof WeftError ? error.description : undefined;
        throw new NodeOperationError(node, error instanceof Error ? error : message, { itemIndex: i, description });
      }
    }
    for (let j = 0; j <= duplicateCount; j++) out.push(produced);
  }
  return [out];
}
