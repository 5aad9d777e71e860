/** The values of Execute Query's `$n` parameters (option queryReplacement), as each typeVersion reads them. */
import type { ExecuteContext } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

const RESOLVABLE = /\{\{[\s\S]*?\}\}/g;

function asText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text.trim());
    return true;
  } catch {
    return false;
  }
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .filter((entry) => entry)
    .map((entry) => entry.trim());
}

/**
 * From 2.5 each `{{ }}` of the raw option gives one value (a JSON result stays whole, other text is
 * split at commas); before, the option is split at commas first and each part evaluated. An array
 * given as the option's value is used as it is.
 */
export function queryParameterValues(ctx: ExecuteContext, itemIndex: number, nodeVersion: number): unknown[] {
  let resolved = ctx.getNodeParameter('options.queryReplacement', itemIndex, '') as unknown;
  if (typeof resolved === 'number') resolved = String(resolved);
  if (Array.isArray(resolved)) return resolved;
  if (typeof resolved !== 'string') {
    throw new NodeOperationError(
      ctx.getNode(),
      'Query Parameters must be a string of comma-separated values or an array of values',
      { itemIndex },
    );
  }
  const raw = (ctx.getNode().parameters.options as Record<string, unknown> | undefined)?.queryReplacement;
  if (!raw) return [];
  const rawText = String(raw).replace(/^=+/, '');
  const values: unknown[] = [];
  if (nodeVersion >= 2.5) {
    const resolvables = rawText.match(RESOLVABLE) ?? [];
    if (!resolvables.length) return splitList(rawText);
    for (const resolvable of resolvables) {
      const text = asText(ctx.evaluateExpression(`=${resolvable}`, itemIndex));
      const parts = isJson(text) ? [text] : splitList(text);
      values.push(...parts);
    }
    return values;
  }
  for (const part of splitList(rawText)) {
    const resolvables = part.match(RESOLVABLE) ?? [];
    if (resolvables.length)
      for (const resolvable of resolvables) values.push(ctx.evaluateExpression(`=${resolvable}`, itemIndex));
    else values.push(part);
  }
  return values;
}
