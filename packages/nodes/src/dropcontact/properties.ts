/**
 * Dropcontact 1's parameters (n8n's `n8n-nodes-base.dropcontact`). Names, types, defaults, options, type options
 * and display rules are n8n 1.123's, in n8n's order, so workflows saved by n8n's editor mean the
 * same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Dropcontact 1, in n8n's order. */
export const dropcontactProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    noDataExpression: true,
    name: 'resource',
    type: 'options',
    options: [
      {
        name: 'Contact',
        value: 'contact',
      },
    ],
    default: 'contact',
    required: true,
  },
  {
    displayName: 'Operation',
    noDataExpression: true,
    name: 'operation',
    type: 'options',
    options: [
      {
        name: 'Enrich',
        value: 'enrich',
        action: 'Find B2B emails',
      },
      {
        name: 'Fetch Request',
        value: 'fetchRequest',
      },
    ],
    default: 'enrich',
    required: true,
  },
  {
    displayName: 'Request ID',
    name: 'requestId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['fetchRequest'],
      },
    },
    default: '',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['enrich'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify Output (Faster)',
    name: 'simplify',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['enrich'],
      },
    },
    default: false,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['enrich'],
      },
    },
    options: [
      {
        displayName: 'Company SIREN Number',
        name: 'num_siren',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company SIRET Code',
        name: 'siret',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Name',
        name: 'company',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Country',
        name: 'country',
        type: 'string',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Full Name',
        name: 'full_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'LinkedIn Profile',
        name: 'linkedin',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone Number',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Website',
        name: 'website',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['enrich'],
      },
    },
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Data Fetch Wait Time',
        name: 'waitTime',
        type: 'number',
        typeOptions: {
          minValue: 1,
        },
        displayOptions: {
          show: {
            '/simplify': [false],
          },
        },
        default: 45,
      },
      {
        displayName: 'French Company Enrich',
        name: 'siren',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Language',
        name: 'language',
        type: 'options',
        options: [
          {
            name: 'English',
            value: 'en',
          },
          {
            name: 'French',
            value: 'fr',
          },
        ],
        default: 'en',
      },
    ],
  },
];
