import { NodeOperationError } from '@weft/workflow';
import type { NodeType, TriggerContext, TriggerResponse } from '@weft/workflow';
import { cronDescription } from './description.js';
import { parseCronExpression, triggerTimeToCron } from './cron-expression.js';
import type { CronSchedule, CronTriggerTime } from './cron-expression.js';
import { startCronTimer } from './timer.js';

export { cronDescription } from './description.js';
export { nextCronTime, parseCronExpression, triggerTimeToCron } from './cron-expression.js';
export type { CronSchedule, CronTriggerTime } from './cron-expression.js';
export { startCronTimer } from './timer.js';

/** The schedules of a Cron node's trigger times; a clear error names the node and the bad time. */
export function cronSchedules(
  ctx: Pick<TriggerContext, 'getNode' | 'getNodeParameter'>,
  random?: () => number,
): CronSchedule[] {
  const node = ctx.getNode();
  const triggerTimes = (ctx.getNodeParameter('triggerTimes', {}) ?? {}) as { item?: CronTriggerTime[] };
  const items = Array.isArray(triggerTimes.item) ? triggerTimes.item : [];
  return items.map((item, index) => {
    try {
      return parseCronExpression(triggerTimeToCron(item, random));
    } catch (error) {
      throw new NodeOperationError(node, `Trigger time ${index + 1}: ${(error as Error).message}`);
    }
  });
}

/**
 * Cron: while its workflow is active, starts it at every trigger time (in the workflow's
 * timezone) with one empty item; run by hand, it outputs one empty item, as n8n's does.
 */
export const cronNode: NodeType[] = [
  {
    description: cronDescription,
    async execute() {
      return [[{ json: {} }]];
    },
    async trigger(ctx: TriggerContext): Promise<TriggerResponse> {
      const schedules = cronSchedules(ctx);
      const fire = () => ctx.emit([[{ json: {} }]]);
      const stops = schedules.map((schedule) => startCronTimer(schedule, ctx.getTimezone(), fire));
      return {
        closeFunction: async () => stops.forEach((stop) => stop()),
        manualTriggerFunction: async () => fire(),
      };
    },
  },
];
