/**
 * Runs the Date & Time node 1 (n8n's legacy, moment-based node): "format" rewrites a date with a
 * moment format, optionally from and to a timezone; "calculate" adds or subtracts a duration.
 * Moment's "local time" is the workflow's timezone here.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { formatMoment, toLuxonFormat } from './moment-format.js';

/** A moment-like date: the Luxon DateTime and whether it was moved into a zone (moment's UTC mode). */
interface Moment {
  dt: DateTime;
  utcMode: boolean;
}

/** Reads a value as `moment(value)` does without a format: epoch ms, ISO 8601, RFC 2822, else `Date`. */
function parseLoose(value: unknown, zone: string): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(zone);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone });
  if (typeof value === 'number')
    return Number.isFinite(value) ? DateTime.fromMillis(value, { zone }) : DateTime.invalid('not finite');
  if (typeof value !== 'string' || value.trim() === '') return DateTime.invalid('not a date');
  const text = value.trim();
  for (const parse of [DateTime.fromISO, DateTime.fromSQL, DateTime.fromRFC2822]) {
    const parsed = parse(text, { zone });
    if (parsed.isValid) return parsed;
  }
  const fallback = new Date(text);
  return Number.isNaN(fallback.getTime()) ? DateTime.invalid('unparsable') : DateTime.fromJSDate(fallback, { zone });
}

/** Reads a value with a moment parse format, in `zone` unless the value names its offset. */
function parseWithFormat(value: unknown, format: string, zone: string): DateTime {
  let luxon: { format: string; stripOrdinals: boolean };
  try {
    luxon = toLuxonFormat(format);
  } catch {
    return DateTime.invalid('unsupported format');
  }
  let text = String(value);
  if (luxon.stripOrdinals) text = text.replace(/(\d+)(st|nd|rd|th)\b/gi, '$1');
  return DateTime.fromFormat(text, luxon.format, { zone });
}

function outputItem(item: Item, i: number, property: string, value: unknown): Item {
  const json = property.includes('.') ? structuredClone(item.json) : { ...item.json };
  // As n8n (lodash set with a one-element path): a dotted name is one key, not a path.
  json[property] = value;
  return { json, pairedItem: { item: i }, ...(item.binary !== undefined ? { binary: item.binary } : {}) };
}

function formatAction(ctx: ExecuteContext, item: Item, i: number, workflowZone: string): Item | undefined {
  const node = ctx.getNode();
  let value: unknown = ctx.getNodeParameter('value', i);
  const property = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
  const toFormat = String(ctx.getNodeParameter('toFormat', i, 'MM/DD/YYYY') ?? '');
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as {
    fromFormat?: string;
    fromTimezone?: string;
    toTimezone?: string;
  };
  if (DateTime.isDateTime(value)) value = value.toISO();
  if (value !== undefined && !Number.isNaN(Number(value))) {
    value = Number(value);
    if (!Number.isInteger(value)) value = (value as number) * 1000;
  }
  if (value === undefined) return undefined;
  if (options.fromFormat === undefined && !parseLoose(value, workflowZone).isValid) {
    throw new NodeOperationError(
      node,
      'The date input format could not be recognized. Please set the "From Format" field',
      { itemIndex: i },
    );
  }
  const zoned = Boolean(options.fromTimezone || options.toTimezone);
  let date: DateTime;
  if (typeof value === 'number' && Number.isInteger(value)) {
    date =
      String(value).length < 12
        ? DateTime.fromSeconds(value, { zone: workflowZone })
        : DateTime.fromMillis(value, { zone: workflowZone });
  } else {
    const zone = zoned ? options.fromTimezone || workflowZone : workflowZone;
    date = options.fromFormat ? parseWithFormat(value, options.fromFormat, zone) : parseLoose(value, zone);
  }
  const moment: Moment = { dt: date, utcMode: false };
  if (zoned) {
    const to = options.toTimezone || workflowZone;
    moment.dt = date.setZone(to);
    moment.utcMode = true;
    if (!moment.dt.isValid && moment.dt.invalidReason === 'unsupported zone') {
      throw new NodeOperationError(node, `The timezone "${to}" is not valid`, { itemIndex: i });
    }
  }
  const text = moment.dt.isValid ? formatMoment(moment.dt, toFormat, moment.utcMode) : 'Invalid date';
  return outputItem(item, i, property, text);
}

/** Moment's `add`: days and months (weeks, quarters, years through them) rounded, times exact. */
function shift(date: DateTime, amount: number, unit: string, sign: 1 | -1): DateTime {
  const round = (n: number) => Math.sign(n) * Math.round(Math.abs(n));
  const n = amount * sign;
  const months = unit === 'years' ? n * 12 : unit === 'quarters' ? n * 3 : unit === 'months' ? n : 0;
  const days = unit === 'weeks' ? n * 7 : unit === 'days' ? n : 0;
  const ms = { hours: 3_600_000, minutes: 60_000, seconds: 1000, milliseconds: 1 }[unit] ?? 0;
  let out = date;
  if (ms) out = out.plus({ milliseconds: n * ms });
  if (days) out = out.plus({ days: round(days) });
  if (months) out = out.plus({ months: round(months) });
  return out;
}

function calculateAction(ctx: ExecuteContext, item: Item, i: number, workflowZone: string): Item {
  const node = ctx.getNode();
  const value: unknown = ctx.getNodeParameter('value', i);
  const operation = String(ctx.getNodeParameter('operation', i, 'add'));
  const duration = Number(ctx.getNodeParameter('duration', i, 0));
  const unit = String(ctx.getNodeParameter('timeUnit', i, 'days'));
  const { fromFormat } = (ctx.getNodeParameter('options', i, {}) ?? {}) as { fromFormat?: string };
  const property = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
  let date: DateTime;
  if (fromFormat) {
    date = parseWithFormat(value, fromFormat, workflowZone);
    if (!date.isValid)
      throw new NodeOperationError(
        node,
        'Date input cannot be parsed. Please recheck the value and the "From Format" field.',
      );
  } else {
    // As n8n: through JavaScript's Date, so numbers are epoch milliseconds.
    const js = new Date(value as string | number);
    if (Number.isNaN(js.getTime()))
      throw new NodeOperationError(
        node,
        'Unrecognized date input. Please specify a format in the "From Format" field.',
      );
    date = DateTime.fromJSDate(js, { zone: workflowZone });
  }
  const result = shift(date, duration, unit, operation === 'add' ? 1 : -1);
  return outputItem(item, i, property, result.toUTC().toISO());
}

/** Executes Date & Time 1 over every input item. */
export async function executeDateTimeV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const workflowZone = ctx.getTimezone();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const action = ctx.getNodeParameter('action', 0, 'format');
      if (action === 'format') {
        const item = formatAction(ctx, items[i]!, i, workflowZone);
        if (item) out.push(item);
      } else if (action === 'calculate') {
        out.push(calculateAction(ctx, items[i]!, i, workflowZone));
      }
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}
