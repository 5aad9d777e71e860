/**
 * Clearbit 1's parameters (n8n's `n8n-nodes-base.clearbit`): person and company enrichment, company autocomplete.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const clearbitProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Company',
        value: 'company',
      },
      {
        name: 'Person',
        value: 'person',
      },
    ],
    default: 'company',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['company'],
      },
    },
    options: [
      {
        name: 'Autocomplete',
        value: 'autocomplete',
        action: 'Autocomplete a company',
      },
      {
        name: 'Enrich',
        value: 'enrich',
        action: 'Enrich a company',
      },
    ],
    default: 'enrich',
  },
  {
    displayName: 'Domain',
    name: 'domain',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['enrich'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['enrich'],
      },
    },
    options: [
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Facebook',
        name: 'facebook',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Linkedin',
        name: 'linkedin',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Twitter',
        name: 'twitter',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['autocomplete'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['person'],
      },
    },
    options: [
      {
        name: 'Enrich',
        value: 'enrich',
        action: 'Enrich a person',
      },
    ],
    default: 'enrich',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['person'],
        operation: ['enrich'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['person'],
        operation: ['enrich'],
      },
    },
    options: [
      {
        displayName: 'Company',
        name: 'company',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Domain',
        name: 'companyDomain',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Facebook',
        name: 'facebook',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Family Name',
        name: 'familyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Given Name',
        name: 'givenName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'IP Address',
        name: 'ipAddress',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Location',
        name: 'location',
        type: 'string',
        default: '',
      },
      {
        displayName: 'LinkedIn',
        name: 'linkedIn',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Twitter',
        name: 'twitter',
        type: 'string',
        default: '',
      },
    ],
  },
];
