/** The date defaults and periods of Google Analytics 2's reports (n8n's, in the local time zone). */
import { DateTime } from 'luxon';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** Start of the day eight days ago, the default Start of a custom period. */
export const defaultStartDate = (): string => DateTime.now().startOf('day').minus({ days: 8 }).toISO() ?? '';
/** Start of yesterday, the default End of a custom period. */
export const defaultEndDate = (): string => DateTime.now().startOf('day').minus({ days: 1 }).toISO() ?? '';

/** The `dateRanges` a period asks for (`custom` reads Start and End). */
export function dateRanges(
  node: WorkflowNode,
  period: string,
  start: string,
  end: string,
): Array<{ startDate: string | null; endDate: string | null }> {
  const now = DateTime.local();
  switch (period) {
    case 'today':
      return [{ startDate: now.startOf('day').toISODate(), endDate: now.toISODate() }];
    case 'yesterday':
      return [
        {
          startDate: now.startOf('day').minus({ days: 1 }).toISODate(),
          endDate: now.endOf('day').minus({ days: 1 }).toISODate(),
        },
      ];
    case 'lastCalendarWeek':
      return [
        {
          startDate: now.startOf('week').minus({ weeks: 1 }).toISODate(),
          endDate: now.endOf('week').minus({ weeks: 1 }).toISODate(),
        },
      ];
    case 'lastCalendarMonth':
      return [
        {
          startDate: now.startOf('month').minus({ months: 1 }).toISODate(),
          endDate: now.endOf('month').minus({ months: 1 }).toISODate(),
        },
      ];
    case 'last7days':
      return [{ startDate: now.minus({ days: 7 }).toISODate(), endDate: now.toISODate() }];
    case 'last30days':
      return [{ startDate: now.minus({ days: 30 }).toISODate(), endDate: now.toISODate() }];
    case 'custom': {
      const from = DateTime.fromISO(start);
      const to = DateTime.fromISO(end);
      if (from > to)
        throw new NodeOperationError(node, `Parameter Start: ${from.toISO()} cannot be after End: ${to.toISO()}`);
      return [{ startDate: from.toISODate(), endDate: to.toISODate() }];
    }
    default:
      throw new NodeOperationError(
        node,
        `The period '${period}' is not supported, to specify own period use 'custom' option`,
      );
  }
}
