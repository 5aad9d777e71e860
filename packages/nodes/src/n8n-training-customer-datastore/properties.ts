/**
 * Customer Datastore (n8n training) 1's parameters (n8n's `n8n-nodes-base.n8nTrainingCustomerDatastore`).
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const trainingDatastoreProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'getOnePerson',
    noDataExpression: true,
    options: [
      {
        name: 'Get One Person',
        value: 'getOnePerson',
      },
      {
        name: 'Get All People',
        value: 'getAllPeople',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['getAllPeople'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    displayOptions: {
      show: {
        operation: ['getAllPeople'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 10,
    },
  },
];
