/**
 * Strava Trigger 1's parameters (n8n's `n8n-nodes-base.stravaTrigger`): which object and event start
 * a run, whether the object is fetched, and whether an existing subscription of the app is replaced.
 * Names, types, defaults and option values are n8n 1.123's; descriptions are paraphrased.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const stravaTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Object',
    name: 'object',
    type: 'options',
    options: [
      { name: '[All]', value: '*' },
      { name: 'Activity', value: 'activity' },
      { name: 'Athlete', value: 'athlete' },
    ],
    default: '*',
  },
  {
    displayName: 'Event',
    name: 'event',
    type: 'options',
    options: [
      { name: '[All]', value: '*' },
      { name: 'Created', value: 'create' },
      { name: 'Deleted', value: 'delete' },
      { name: 'Updated', value: 'update' },
    ],
    default: '*',
  },
  {
    displayName: 'Resolve Data',
    name: 'resolveData',
    type: 'boolean',
    default: true,
    description:
      'Strava only sends the object’s ID; when on, the activity (or the athlete’s stats) is fetched and added as object_data',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Delete If Exist',
        name: 'deleteIfExist',
        type: 'boolean',
        default: false,
        description:
          'Strava keeps a single subscription per app: when on, an existing one is deleted to make room for this one (it cannot be undone)',
      },
    ],
  },
];
