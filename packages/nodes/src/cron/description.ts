import type { NodeTypeDescription } from '@weft/workflow';

const HIDE_HOUR = ['custom', 'everyHour', 'everyMinute', 'everyX'];

/** The legacy Cron node (n8n's `n8n-nodes-base.cron` 1): a trigger on fixed times. */
export const cronDescription: NodeTypeDescription = {
  name: 'weft.cron',
  displayName: 'Cron',
  description: 'Starts the workflow at the times you set (legacy, use Schedule Trigger)',
  group: ['trigger', 'schedule'],
  version: 1,
  hidden: true,
  icon: 'fa:clock',
  defaults: { name: 'Cron', color: '#29a568' },
  inputs: [],
  outputs: ['main'],
  properties: [
    {
      displayName:
        'This workflow will run on the schedule you define here once you <a data-key="activate">activate</a> it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking \'execute workflow\'',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Trigger Times',
      name: 'triggerTimes',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Time' },
      default: {},
      description: 'When the workflow starts',
      placeholder: 'Add Cron Time',
      options: [
        {
          name: 'item',
          displayName: 'Item',
          values: [
            {
              displayName: 'Mode',
              name: 'mode',
              type: 'options',
              options: [
                { name: 'Every Minute', value: 'everyMinute' },
                { name: 'Every Hour', value: 'everyHour' },
                { name: 'Every Day', value: 'everyDay' },
                { name: 'Every Week', value: 'everyWeek' },
                { name: 'Every Month', value: 'everyMonth' },
                { name: 'Every X', value: 'everyX' },
                { name: 'Custom', value: 'custom' },
              ],
              default: 'everyDay',
              description: 'How often to start the workflow',
            },
            {
              displayName: 'Hour',
              name: 'hour',
              type: 'number',
              typeOptions: { minValue: 0, maxValue: 23 },
              displayOptions: { hide: { mode: HIDE_HOUR } },
              default: 14,
              description: 'Hour of the day (0-23)',
            },
            {
              displayName: 'Minute',
              name: 'minute',
              type: 'number',
              typeOptions: { minValue: 0, maxValue: 59 },
              displayOptions: { hide: { mode: ['custom', 'everyMinute', 'everyX'] } },
              default: 0,
              description: 'Minute of the hour (0-59)',
            },
            {
              displayName: 'Day of Month',
              name: 'dayOfMonth',
              type: 'number',
              displayOptions: { show: { mode: ['everyMonth'] } },
              typeOptions: { minValue: 1, maxValue: 31 },
              default: 1,
              description: 'Day of the month (1-31)',
            },
            {
              displayName: 'Weekday',
              name: 'weekday',
              type: 'options',
              displayOptions: { show: { mode: ['everyWeek'] } },
              options: [
                { name: 'Monday', value: '1' },
                { name: 'Tuesday', value: '2' },
                { name: 'Wednesday', value: '3' },
                { name: 'Thursday', value: '4' },
                { name: 'Friday', value: '5' },
                { name: 'Saturday', value: '6' },
                { name: 'Sunday', value: '0' },
              ],
              default: '1',
              description: 'Day of the week',
            },
            {
              displayName: 'Cron Expression',
              name: 'cronExpression',
              type: 'string',
              displayOptions: { show: { mode: ['custom'] } },
              default: '* * * * * *',
              description:
                'Six fields: second (0-59), minute (0-59), hour (0-23), day of month (1-31), month (1-12), day of week (0-6, Sunday 0); five fields leave out the second',
            },
            {
              displayName: 'Value',
              name: 'value',
              type: 'number',
              typeOptions: { minValue: 0, maxValue: 1000 },
              displayOptions: { show: { mode: ['everyX'] } },
              default: 2,
              description: 'Every how many minutes or hours',
            },
            {
              displayName: 'Unit',
              name: 'unit',
              type: 'options',
              displayOptions: { show: { mode: ['everyX'] } },
              options: [
                { name: 'Minutes', value: 'minutes' },
                { name: 'Hours', value: 'hours' },
              ],
              default: 'hours',
              description: 'Whether Value counts minutes or hours',
            },
          ],
        },
      ],
    },
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Other Trigger Nodes'] },
    alias: ['Time', 'Scheduler', 'Polling'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.cron/',
};
