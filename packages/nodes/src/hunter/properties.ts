/**
 * Hunter 1's parameters (n8n's `n8n-nodes-base.hunter`): domain search, email finder and verifier.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const hunterProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Domain Search',
        value: 'domainSearch',
        action: 'Get every email address found on the internet using a given domain name, with sources',
      },
      {
        name: 'Email Finder',
        value: 'emailFinder',
        action: 'Generate or retrieve the most likely email address from a domain name, a first name and a last name',
      },
      {
        name: 'Email Verifier',
        value: 'emailVerifier',
        action: 'Verify the deliverability of an email address',
      },
    ],
    default: 'domainSearch',
  },
  {
    displayName: 'Domain',
    name: 'domain',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['domainSearch'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Only Emails',
    name: 'onlyEmails',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['domainSearch'],
      },
    },
    default: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['domainSearch'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['domainSearch'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['domainSearch'],
      },
    },
    options: [
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: '',
        options: [
          {
            name: 'Personal',
            value: 'personal',
          },
          {
            name: 'Generic',
            value: 'generic',
          },
        ],
      },
      {
        displayName: 'Seniority',
        name: 'seniority',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Junior',
            value: 'junior',
          },
          {
            name: 'Senior',
            value: 'senior',
          },
          {
            name: 'Executive',
            value: 'executive',
          },
        ],
      },
      {
        displayName: 'Department',
        name: 'department',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Communication',
            value: 'communication',
          },
          {
            name: 'Executive',
            value: 'executive',
          },
          {
            name: 'Finance',
            value: 'finance',
          },
          {
            name: 'HR',
            value: 'hr',
          },
          {
            name: 'IT',
            value: 'it',
          },
          {
            name: 'Legal',
            value: 'legal',
          },
          {
            name: 'Management',
            value: 'management',
          },
          {
            name: 'Marketing',
            value: 'marketing',
          },
          {
            name: 'Sales',
            value: 'sales',
          },
          {
            name: 'Support',
            value: 'support',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Domain',
    name: 'domain',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['emailFinder'],
      },
    },
    required: true,
  },
  {
    displayName: 'First Name',
    name: 'firstname',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['emailFinder'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Last Name',
    name: 'lastname',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['emailFinder'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    displayOptions: {
      show: {
        operation: ['emailVerifier'],
      },
    },
    default: '',
    required: true,
  },
];
