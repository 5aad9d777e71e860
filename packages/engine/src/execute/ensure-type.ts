import { ExpressionError, type GetParameterOptions } from '@weft/workflow';

/**
 * `getNodeParameter`'s `ensureType`, as n8n applies it: objects, arrays and JSON parse a string
 * (the editor's JSON text), strings stringify objects, numbers refuse what is not one; null and
 * undefined are refused. Errors name the parameter.
 */
export function ensureParameterType(
  value: unknown,
  type: NonNullable<GetParameterOptions['ensureType']>,
  name: string,
): unknown {
  if (value === null) throw new ExpressionError(`Parameter '${name}' must not be null`);
  if (value === undefined) throw new ExpressionError(`Parameter '${name}' could not be 'undefined'`);
  let out = value;
  if (type === 'object' || type === 'array' || type === 'json') {
    if (typeof out !== 'object') {
      if (typeof out !== 'string' || out.length === 0)
        throw new ExpressionError(`Parameter '${name}' must be an ${type}, but we got '${String(value)}'`);
      try {
        out = JSON.parse(out);
      } catch (e) {
        throw new ExpressionError(`Parameter '${name}' could not be parsed`, { description: (e as Error).message });
      }
    }
    if (type === 'array' && !Array.isArray(out))
      throw new ExpressionError(`Parameter '${name}' must be an array, but we got object`);
    return out;
  }
  if (type === 'string') return typeof out === 'object' ? JSON.stringify(out) : String(out);
  if (type === 'number') {
    const n = Number(out);
    if (Number.isNaN(n))
      throw new ExpressionError(`Parameter '${name}' must be a number, but we got '${String(value)}'`);
    return n;
  }
  return Boolean(out);
}
