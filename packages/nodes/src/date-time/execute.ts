import { DateTime, type DateTimeUnit, type DurationLikeObject, type DurationUnit } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { parseDate } from './parse-date.js';

type Operation =
  | 'getCurrentDate'
  | 'addToDate'
  | 'subtractFromDate'
  | 'formatDate'
  | 'roundDate'
  | 'getTimeBetweenDates'
  | 'extractDate';

function options(ctx: ExecuteContext, i: number): Record<string, unknown> {
  return (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
}

function str(ctx: ExecuteContext, name: string, i: number, fallback: string): string {
  return String(ctx.getNodeParameter(name, i, fallback) ?? fallback);
}

/** Computes the value an operation writes into the output field for item `i`. */
function computeValue(ctx: ExecuteContext, operation: Operation, i: number, workflowTimezone: string): unknown {
  const zone = { timezone: workflowTimezone, defaultZone: workflowTimezone };
  switch (operation) {
    case 'getCurrentDate': {
      const includeTime = ctx.getNodeParameter('includeTime', i, true) as boolean;
      const tz = (options(ctx, i).timezone as string | undefined) || workflowTimezone;
      const now = DateTime.now().setZone(tz);
      if (now.invalidReason === 'unsupported zone') {
        throw new NodeOperationError(ctx.getNode(), `The timezone ${tz} is not valid. Please check the timezone.`);
      }
      return (includeTime ? now : now.startOf('day')).toString();
    }
    case 'addToDate':
    case 'subtractFromDate': {
      const date = parseDate(ctx.getNodeParameter('magnitude', i, ''), zone);
      const unit = str(ctx, 'timeUnit', i, 'days');
      const shift = { [unit]: Number(ctx.getNodeParameter('duration', i, 0)) } as DurationLikeObject;
      return (operation === 'addToDate' ? date.plus(shift) : date.minus(shift)).toString();
    }
    case 'formatDate': {
      const date: unknown = ctx.getNodeParameter('date', i, '');
      if (date === null || date === undefined) return date;
      const format = str(ctx, 'format', i, 'MM/dd/yyyy');
      const { timezone, fromFormat } = options(ctx, i) as { timezone?: boolean; fromFormat?: string };
      const parsed = parseDate(date, {
        timezone: timezone ? workflowTimezone : undefined,
        fromFormat: fromFormat || undefined,
        defaultZone: workflowTimezone,
      });
      return parsed.toFormat(format === 'custom' ? str(ctx, 'customFormat', i, '') : format);
    }
    case 'roundDate': {
      const date = parseDate(ctx.getNodeParameter('date', i, ''), zone);
      const mode = str(ctx, 'mode', i, 'roundDown');
      if (mode === 'roundDown') return date.startOf(str(ctx, 'toNearest', i, 'month') as DateTimeUnit).toString();
      if (mode === 'roundUp') {
        const to = str(ctx, 'to', i, 'month');
        return date
          .plus({ [to]: 1 })
          .startOf(to as DateTimeUnit)
          .toString();
      }
      return undefined;
    }
    case 'getTimeBetweenDates': {
      const start = parseDate(ctx.getNodeParameter('startDate', i, ''), zone);
      const end = parseDate(ctx.getNodeParameter('endDate', i, ''), zone);
      const rawUnits: unknown = ctx.getNodeParameter('units', i, ['day']);
      const units = (Array.isArray(rawUnits) ? rawUnits : [rawUnits]) as DurationUnit[];
      const duration = end.diff(start, units);
      return options(ctx, i).isoString ? duration.toString() : duration.toObject();
    }
    case 'extractDate': {
      const date = parseDate(ctx.getNodeParameter('date', i, ''), zone);
      const part = str(ctx, 'part', i, 'month');
      return part === 'week' ? date.weekNumber : date.get(part as keyof DateTime);
    }
  }
}

/** Runs the Date & Time node (version 2) over every input item. */
export async function executeDateTime(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0, 'getCurrentDate') as Operation;
  const workflowTimezone = ctx.getTimezone();
  const includeInputFields = ctx.getNodeParameter('options.includeInputFields', 0, false) as boolean;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const input = items[i]!;
      const item: Item = includeInputFields ? { json: { ...input.json }, binary: input.binary } : { json: {} };
      if (item.binary === undefined) delete item.binary;
      item.pairedItem = { item: i };
      const outputFieldName = str(ctx, 'outputFieldName', i, '');
      item.json[outputFieldName] = computeValue(ctx, operation, i, workflowTimezone);
      out.push(item);
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
    }
  }
  return [out];
}
