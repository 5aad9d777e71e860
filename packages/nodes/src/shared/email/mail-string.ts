/**
 * A parameter value as the text nodemailer gets for an address, subject or body: strings as they
 * are, numbers and booleans written out, objects and lists as JSON (an expression answering an
 * object still sends something readable), `undefined` for no value.
 */
export function toMailString(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol' || typeof value === 'function') return value.toString();
  return JSON.stringify(value);
}
