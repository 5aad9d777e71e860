/** YouTube 1's videoCategory parameters (getAll). */
import type { NodeProperty } from '@weft/workflow';

/** Built from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const youTubeVideoCategoryProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['videoCategory'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many video categories',
        description: 'List the video categories of a country',
      },
    ],
    default: 'getAll',
    description: 'What to do',
  },
  {
    displayName: 'Region Code',
    name: 'regionCode',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCountriesCodes',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['videoCategory'],
      },
    },
    options: [],
    default: '',
    description: 'The country whose video categories to answer',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['videoCategory'],
      },
    },
    default: false,
    description: 'Whether to return every result, following the pages, or only up to a limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: {
      minValue: 1,
      maxValue: 50,
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['videoCategory'],
        returnAll: [false],
      },
    },
    default: 25,
    description: 'The most results to return',
  },
];
