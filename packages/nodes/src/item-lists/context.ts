import type { ExecuteContext, Item, WorkflowNode } from '@weft/workflow';

/**
 * The node's context as another node type sees it: `typeVersion` replaced and some parameters
 * answered from `overrides` (by full name or dotted path), so the standalone transform nodes can
 * run an Item Lists operation whose behaviour they share.
 */
export function adaptedContext(
  ctx: ExecuteContext,
  typeVersion: number,
  overrides: Record<string, unknown> = {},
  input?: Item[],
): ExecuteContext {
  const node: WorkflowNode = { ...ctx.getNode(), typeVersion };
  return new Proxy(ctx, {
    get(target, prop, receiver) {
      if (prop === 'getNode') return () => node;
      if (prop === 'getInputData' && input) return () => input;
      if (prop === 'getNodeParameter') {
        return (name: string, itemIndex: number, fallback?: unknown, options?: unknown) =>
          Object.prototype.hasOwnProperty.call(overrides, name)
            ? overrides[name]
            : (target.getNodeParameter as (...a: unknown[]) => unknown)(name, itemIndex, fallback, options);
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Field names of an n8n 1.x/2.x `{fields: [{fieldName}]}` collection. */
export function fieldNames(value: unknown): string[] {
  const fields = (value as { fields?: Array<{ fieldName?: unknown }> } | undefined)?.fields;
  return Array.isArray(fields) ? fields.map((f) => String(f.fieldName ?? '')) : [];
}
