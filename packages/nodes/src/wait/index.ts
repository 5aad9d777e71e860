import { NodeOperationError, type NodeType } from '@weft/workflow';

const UNIT_MS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** Wait: pauses the execution for a time interval or until a date, then passes items on. */
export const waitNode: NodeType[] = [
  {
    description: {
      name: 'weft.wait',
      displayName: 'Wait',
      description: 'Wait before continue with execution',
      group: ['organization'],
      version: [1, 1.1],
      icon: 'fa:pause-circle',
      defaults: { name: 'Wait', color: '#804050' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [
        {
          displayName: 'Resume',
          name: 'resume',
          type: 'options',
          options: [
            { name: 'After Time Interval', value: 'timeInterval', description: 'Waits for a certain amount of time' },
            { name: 'At Specified Time', value: 'specificTime', description: 'Waits until a specific date and time to continue' },
          ],
          default: 'timeInterval',
          description: 'Determines the waiting mode to use before the workflow continues',
        },
        {
          displayName: 'Wait Amount',
          name: 'amount',
          type: 'number',
          typeOptions: { minValue: 0, numberPrecision: 2 },
          default: 1,
          description: 'The time to wait',
          displayOptions: { show: { resume: ['timeInterval'] } },
        },
        {
          displayName: 'Wait Unit',
          name: 'unit',
          type: 'options',
          options: [
            { name: 'Seconds', value: 'seconds' },
            { name: 'Minutes', value: 'minutes' },
            { name: 'Hours', value: 'hours' },
            { name: 'Days', value: 'days' },
          ],
          default: 'hours',
          description: 'The time unit of the Wait Amount value',
          displayOptions: { show: { resume: ['timeInterval'] } },
        },
        {
          displayName: 'Date and Time',
          name: 'dateTime',
          type: 'dateTime',
          default: '',
          required: true,
          description: 'The date and time to wait for before continuing',
          displayOptions: { show: { resume: ['specificTime'] } },
        },
      ],
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow', 'Helpers'] }, alias: ['pause', 'sleep', 'delay', 'timeout'] },
    },
    async execute(ctx) {
      const resume = ctx.getNodeParameter('resume', 0) as string;
      let until: Date;
      if (resume === 'specificTime') {
        const raw = ctx.getNodeParameter('dateTime', 0) as string;
        until = new Date(raw);
        if (Number.isNaN(until.getTime())) throw new NodeOperationError(ctx.getNode(), `Cannot parse the date "${raw}"`, { description: 'Use an ISO date such as 2025-01-31T12:00:00Z.' });
      } else {
        const amount = Number(ctx.getNodeParameter('amount', 0));
        const unit = ctx.getNodeParameter('unit', 0) as string;
        if (!Number.isFinite(amount) || amount < 0) throw new NodeOperationError(ctx.getNode(), `The wait amount must be a positive number, got "${amount}"`);
        const factor = UNIT_MS[unit];
        if (!factor) throw new NodeOperationError(ctx.getNode(), `Unknown wait unit "${unit}"`);
        until = new Date(Date.now() + amount * factor);
      }
      await ctx.putExecutionToWait(until);
      return [ctx.getInputData()];
    },
  },
];
