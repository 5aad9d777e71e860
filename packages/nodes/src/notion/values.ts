/**
 * Database page property values, filters and sorts as Notion's API takes them, built from the
 * node's "Properties", "Filters" and "Sort" entries (keys are `<property name>|<property type>`),
 * with n8n's rules per property type.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { plainRun, richTextRuns, type TextRunParameters } from './blocks.js';

type Entry = Record<string, any>;

const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** Whether `value` is a UUID (as the `uuid` package validates it). */
export const isUuid = (value: string) => UUID.test(value);

/** A relation id must be a UUID, with or without its dashes. */
function checkRelationId(node: WorkflowNode, value: string, itemIndex: number): boolean {
  if (isUuid(value)) return true;
  if (
    value.length === 32 &&
    isUuid(
      `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`,
    )
  )
    return true;
  throw new NodeOperationError(node, `The relation id "${value}" is not a valid uuid with optional dashes.`, {
    itemIndex,
  });
}

/** A date parameter (ISO text, or a date object from an expression) in `zone`. */
function toDateTime(value: unknown, zone: string): DateTime {
  if (value instanceof DateTime) return value.setZone(zone);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone });
  const text = String(value ?? '');
  let date = DateTime.fromISO(text, { zone });
  if (!date.isValid) date = DateTime.fromJSDate(new Date(text), { zone });
  return date;
}

/** A date as n8n sends it: `YYYY-MM-DD` without time, else ISO with the zone's offset (seconds, no milliseconds). */
function formatDate(node: WorkflowNode, value: unknown, zone: string, includeTime: boolean, itemIndex: number): string {
  const date = toDateTime(value, zone);
  if (!date.isValid)
    throw new NodeOperationError(node, `"${String(value)}" is not a date Notion can take`, {
      itemIndex,
      description: 'Use an ISO 8601 date such as 2024-05-01 or 2024-05-01T09:30:00',
    });
  return includeTime ? date.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ") : date.toFormat('yyyy-MM-dd');
}

/** One property's value in Notion's shape, or undefined to leave it out. */
function propertyValue(
  node: WorkflowNode,
  entry: Entry,
  type: string,
  timezone: string,
  version: number,
  itemIndex: number,
): Record<string, unknown> | undefined {
  switch (type) {
    case 'rich_text':
      return entry.richText === true
        ? { rich_text: richTextRuns((entry.text?.text ?? []) as TextRunParameters[]) }
        : { rich_text: [plainRun(entry.textContent)] };
    case 'title':
      return { title: [plainRun(entry.title)] };
    case 'number':
      return { type: 'number', number: entry.numberValue };
    case 'url':
      return !entry.urlValue && entry.ignoreIfEmpty ? undefined : { type: 'url', url: entry.urlValue };
    case 'checkbox':
      return { type: 'checkbox', checkbox: entry.checkboxValue };
    case 'relation': {
      const ids = (Array.isArray(entry.relationValue) ? entry.relationValue : [entry.relationValue])
        .filter((r: unknown): r is string => typeof r === 'string' && r !== '')
        .flatMap((r: string) => r.split(',').map((s) => s.trim()))
        .filter((r: string) => checkRelationId(node, r, itemIndex));
      return { type: 'relation', relation: ids.map((id: string) => ({ id })) };
    }
    case 'multi_select': {
      const value = entry.multiSelectValue;
      if (value === undefined || value === null || value === '') return { type: 'multi_select', multi_select: [] };
      const names: unknown[] = Array.isArray(value)
        ? value
        : String(value)
            .split(',')
            .map((v) => v.trim());
      return {
        type: 'multi_select',
        multi_select: names.filter((n) => n !== null).map((n) => (isUuid(String(n)) ? { id: n } : { name: n })),
      };
    }
    case 'email':
      return { type: 'email', email: entry.emailValue };
    case 'people': {
      const people: unknown[] = Array.isArray(entry.peopleValue) ? entry.peopleValue : [entry.peopleValue];
      return { type: 'people', people: people.map((id) => ({ id })) };
    }
    case 'phone_number':
      return { type: 'phone_number', phone_number: entry.phoneValue };
    case 'select': {
      const value = entry.selectValue;
      if (value === undefined || value === null || value === '') return { type: 'select', select: null };
      return { type: 'select', select: version === 1 ? { id: value } : { name: value } };
    }
    case 'status':
      return { type: 'status', status: { name: entry.statusValue } };
    case 'date': {
      // Left empty, the date is cleared in Notion.
      if (entry.date === '' || (entry.dateStart === '' && entry.dateEnd === '')) return { type: 'date', date: null };
      const zone = !entry.timezone || entry.timezone === 'default' ? timezone : String(entry.timezone);
      const includeTime = entry.includeTime !== false;
      const date =
        entry.range === true
          ? {
              start: formatDate(node, entry.dateStart, zone, includeTime, itemIndex),
              end: formatDate(node, entry.dateEnd, zone, includeTime, itemIndex),
            }
          : { start: formatDate(node, entry.date, zone, includeTime, itemIndex), end: null };
      return { type: 'date', date };
    }
    case 'files': {
      const files: Entry[] = entry.fileUrls?.fileUrl ?? [];
      return { type: 'files', files: files.map((f) => ({ name: f.name, type: 'external', external: { url: f.url } })) };
    }
    default:
      return {};
  }
}

/**
 * The `properties` of a page create or update from the "Properties" entries. Notion 1 picks a
 * select option by id, 2 by name.
 */
export function mapProperties(
  node: WorkflowNode,
  entries: Entry[],
  timezone: string,
  version: number,
  itemIndex: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of entries) {
    if (typeof entry.key !== 'string') continue;
    const [name, type = ''] = entry.key.split('|') as [string, string?];
    const value = propertyValue(node, entry, type, timezone, version, itemIndex);
    if (value) out[name] = value;
  }
  return out;
}

/** `rich_text` → `richText`, as the filter fields are named. */
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const NO_VALUE = ['is_empty', 'is_not_empty'];
const RELATIVE = ['past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'];

/** One filter condition in Notion's shape, with n8n's names (`text` for rich text, `phone` for phone numbers). */
export function mapFilter(condition: Entry, timezone: string): Record<string, unknown> {
  const [name, propertyType = ''] = String(condition.key ?? '').split('|') as [string, string?];
  let key = propertyType;
  let value: unknown = key === 'last_edited_time' ? condition[camel(key)] : condition[`${camel(key)}Value`];
  const operator = String(condition.condition ?? '');
  if (NO_VALUE.includes(operator)) value = true;
  else if (RELATIVE.includes(operator)) value = {};
  if (key === 'rich_text' || key === 'text') key = 'text';
  else if (key === 'phone_number') key = 'phone';
  else if (key === 'date' && !NO_VALUE.includes(operator)) {
    value =
      condition.date === '' || condition.date === undefined
        ? {}
        : toDateTime(condition.date, timezone).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
  }
  if (condition.type === 'formula' || propertyType === 'formula') {
    const returnType = String(condition.returnType ?? '');
    if (NO_VALUE.includes(operator)) key = returnType;
    else return { property: name, [key]: { [returnType]: { [operator]: condition[`${camel(returnType)}Value`] } } };
  }
  return { property: name, [key]: { [operator]: value } };
}

/** The `sorts` of a database query from the "Sort" entries (a timestamp or a property). */
export function mapSorting(sorts: Entry[]): Array<Record<string, unknown>> {
  return sorts.map((sort) => ({
    direction: sort.direction,
    [sort.timestamp ? 'timestamp' : 'property']: String(sort.key ?? '').split('|')[0],
  }));
}
