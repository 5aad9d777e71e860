import { NodeOperationError, WAIT_INDEFINITELY, type ExecuteContext, type NodeType } from '@weft/workflow';
import { waitDescription } from './description.js';

const UNIT_MS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** A date parameter, or a clear error. */
function dateParameter(ctx: ExecuteContext, name: string): Date {
  const raw = ctx.getNodeParameter(name, 0) as string;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime()))
    throw new NodeOperationError(ctx.getNode(), `Cannot parse the date "${raw}"`, {
      description: 'Use an ISO date such as 2025-01-31T12:00:00Z.',
    });
  return date;
}

/** Now plus an amount of a unit, or a clear error. */
function after(ctx: ExecuteContext, amountName: string, unitName: string): Date {
  const amount = Number(ctx.getNodeParameter(amountName, 0));
  const unit = ctx.getNodeParameter(unitName, 0) as string;
  if (!Number.isFinite(amount) || amount < 0)
    throw new NodeOperationError(ctx.getNode(), `The wait amount must be a positive number, got "${amount}"`);
  const factor = UNIT_MS[unit];
  if (!factor) throw new NodeOperationError(ctx.getNode(), `Unknown wait unit "${unit}"`);
  return new Date(Date.now() + amount * factor);
}

/**
 * Wait: pauses the execution for a time interval, until a date, or until `$execution.resumeUrl`
 * is called (webhook) or its form submitted (form), optionally with a time limit; then passes its
 * items on (webhook and form: the request's item). Long and call-based waits end the run in status
 * `waiting` and the host resumes it; the server's `/webhook-waiting/{executionId}` route reads this
 * node's parameters (method, suffix, authentication, response mode).
 */
export const waitNode: NodeType[] = [
  {
    description: waitDescription,
    async execute(ctx) {
      const resume = ctx.getNodeParameter('resume', 0) as string;
      if (resume === 'webhook' || resume === 'form') {
        let until = WAIT_INDEFINITELY;
        if (ctx.getNodeParameter('limitWait', 0, false)) {
          until =
            ctx.getNodeParameter('limitType', 0, 'afterTimeInterval') === 'atSpecifiedTime'
              ? dateParameter(ctx, 'maxDateAndTime')
              : after(ctx, 'resumeAmount', 'resumeUnit');
        }
        await ctx.putExecutionToWait(until, { webhook: true });
        return [ctx.getInputData()];
      }
      const until = resume === 'specificTime' ? dateParameter(ctx, 'dateTime') : after(ctx, 'amount', 'unit');
      await ctx.putExecutionToWait(until);
      return [ctx.getInputData()];
    },
  },
];
