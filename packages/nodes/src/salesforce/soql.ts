/**
 * The SOQL query of the Salesforce node's "Get Many": the chosen fields (a comma-separated text, or
 * a list for custom objects) or the object's default fields, the conditions joined with AND, and
 * `LIMIT <n>` unless every record is asked for. As in n8n's node, a condition's value is quoted
 * unless JavaScript reads it as a date or it is not text (so numbers and dates go bare).
 */

type Json = Record<string, any>;

/** The fields n8n's node reads when none are chosen, per standard object. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  Account: 'id,name,type',
  Lead: 'id,company,firstname,lastname,street,postalCode,city,email,status',
  Contact: 'id,firstname,lastname,email',
  Opportunity: 'id,accountId,amount,probability,type',
  Case: 'id,accountId,contactId,priority,status,subject,type',
  Task: 'id,subject,status,priority',
  Attachment: 'id,name',
  User: 'id,name,email',
};

/** Whether the value reads as a date (text JavaScript's date parser takes; anything not text counts). */
function readsAsDate(value: unknown): boolean {
  if (value === undefined || typeof value === 'number' || value instanceof Date) return true;
  if (typeof value !== 'string') return false;
  return !Number.isNaN(new Date(value).getTime());
}

/** A condition's value as SOQL: quoted text, or as it is. */
export function soqlValue(value: unknown): string {
  if (readsAsDate(value)) return String(value);
  if (typeof value === 'string') return `'${value}'`;
  return String(value);
}

/** `WHERE a = 'x' AND b > 1`, or undefined without conditions. */
export function soqlConditions(options: Json): string | undefined {
  const conditions = options.conditionsUi?.conditionValues;
  if (!Array.isArray(conditions) || conditions.length === 0) return undefined;
  const parts = (conditions as Json[]).map(
    (c) => `${c.field} ${c.operation === 'equal' ? '=' : c.operation} ${soqlValue(c.value)}`,
  );
  return `WHERE ${parts.join(' AND ')}`;
}

/** The whole query for an object. */
export function soqlQuery(options: Json, sobject: string, returnAll: boolean, limit = 0): string {
  const fields: string[] = [];
  if (options.fields)
    fields.push(...(typeof options.fields === 'string' ? options.fields.split(',') : (options.fields as string[])));
  else fields.push(...(DEFAULT_FIELDS[sobject] ?? 'id').split(','));
  const conditions = soqlConditions(options) ?? '';
  const query = `SELECT ${fields.join(',')} FROM ${sobject} ${conditions}`;
  return returnAll ? query : `${query} LIMIT ${limit}`;
}
