/**
 * Jira Software 1's parameters (n8n's `n8n-nodes-base.jira`): the Jira version (which credential
 * signs the calls) and the issue, issue attachment, issue comment and user resources. Names, types,
 * defaults, options, display rules and resource locator modes are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Jira Software 1, in n8n's order. */
export const jiraProperties: NodeProperty[] = [
  {
    displayName: 'Jira Version',
    name: 'jiraVersion',
    type: 'options',
    options: [
      {
        name: 'Cloud',
        value: 'cloud',
      },
      {
        name: 'Server (Self Hosted)',
        value: 'server',
      },
      {
        name: 'Server Pat (Self Hosted)',
        value: 'serverPat',
      },
    ],
    default: 'cloud',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Issue',
        value: 'issue',
      },
      {
        name: 'Issue Attachment',
        value: 'issueAttachment',
      },
      {
        name: 'Issue Comment',
        value: 'issueComment',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'issue',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['issue'],
      },
    },
    options: [
      {
        name: 'Changelog',
        value: 'changelog',
        action: 'Get an issue changelog',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create an issue',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an issue',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an issue',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many issues',
      },
      {
        name: 'Notify',
        value: 'notify',
        action: 'Create an email notification for an issue',
      },
      {
        name: 'Status',
        value: 'transitions',
        action: 'Get the status of an issue',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an issue',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Project',
    name: 'project',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Project',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getProjects',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '([0-9]{2,})[ \t]*',
              errorMessage: 'Not a valid Jira Project ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9]{2,})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Issue Type',
    name: 'issueType',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'Issue Type',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getIssueTypes',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '([0-9]{1,})[ \t]*',
              errorMessage: 'Not a valid Jira Issue Type ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9]{1,})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Summary',
    name: 'summary',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee',
        name: 'assignee',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Assignee',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getUsers',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([-:a-z0-9]{2,})[ \t]*',
                  errorMessage: 'Not a valid Jira Assignee ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([-:a-z0-9]{2,})',
            },
          },
        ],
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Component Names or IDs',
        name: 'componentIds',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getProjectComponents',
          loadOptionsDependsOn: ['project'],
        },
        default: [],
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field',
                name: 'fieldId',
                type: 'resourceLocator',
                default: {
                  mode: 'list',
                  value: '',
                },
                modes: [
                  {
                    displayName: 'Field',
                    name: 'list',
                    type: 'list',
                    typeOptions: {
                      searchListMethod: 'getCustomFields',
                    },
                  },
                  {
                    displayName: 'ID',
                    name: 'id',
                    type: 'string',
                    validation: [
                      {
                        type: 'regex',
                        properties: {
                          regex: '(customfield_[0-9]{2,})[ \t]*',
                          errorMessage: 'Not a valid Jira Field ID',
                        },
                      },
                    ],
                    extractValue: {
                      type: 'regex',
                      regex: '^(customfield_[0-9]{2,})',
                    },
                  },
                ],
              },
              {
                displayName: 'Field Value',
                name: 'fieldValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labels',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: [],
        displayOptions: {
          show: {
            '/jiraVersion': ['cloud'],
          },
        },
      },
      {
        displayName: 'Labels',
        name: 'serverLabels',
        type: 'string',
        default: [],
        displayOptions: {
          show: {
            '/jiraVersion': ['server'],
          },
        },
        typeOptions: {
          multipleValues: true,
        },
      },
      {
        displayName: 'Parent Issue Key',
        name: 'parentIssueKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Priority',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getPriorities',
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([0-9]{1,})[ \t]*',
                  errorMessage: 'Not a valid Jira Priority ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9]{1,})',
            },
          },
        ],
      },
      {
        displayName: 'Reporter',
        name: 'reporter',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Reporter',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getUsers',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([-:a-z0-9]{2,})[ \t]*',
                  errorMessage: 'Not a valid Jira Reporter ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([-:a-z0-9]{2,})',
            },
          },
        ],
      },
      {
        displayName: 'Update History',
        name: 'updateHistory',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Assignee',
        name: 'assignee',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Assignee',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getUsers',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([-:a-z0-9]{2,})[ \t]*',
                  errorMessage: 'Not a valid Jira Assignee ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([-:a-z0-9]{2,})',
            },
          },
        ],
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field',
                name: 'fieldId',
                type: 'resourceLocator',
                default: {
                  mode: 'list',
                  value: '',
                },
                modes: [
                  {
                    displayName: 'Field',
                    name: 'list',
                    type: 'list',
                    typeOptions: {
                      searchListMethod: 'getCustomFields',
                    },
                  },
                  {
                    displayName: 'ID',
                    name: 'id',
                    type: 'string',
                    validation: [
                      {
                        type: 'regex',
                        properties: {
                          regex: '(customfield_[0-9]{2,})[ \t]*',
                          errorMessage: 'Not a valid Jira Field ID',
                        },
                      },
                    ],
                    extractValue: {
                      type: 'regex',
                      regex: '^(customfield_[0-9]{2,})',
                    },
                  },
                ],
              },
              {
                displayName: 'Field Value',
                name: 'fieldValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Issue Type',
        name: 'issueType',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labels',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: [],
        displayOptions: {
          show: {
            '/jiraVersion': ['cloud'],
          },
        },
      },
      {
        displayName: 'Labels',
        name: 'serverLabels',
        type: 'string',
        default: [],
        displayOptions: {
          show: {
            '/jiraVersion': ['server'],
          },
        },
        typeOptions: {
          multipleValues: true,
        },
      },
      {
        displayName: 'Parent Issue Key',
        name: 'parentIssueKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Priority',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getPriorities',
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([0-9]{1,})[ \t]*',
                  errorMessage: 'Not a valid Jira Priority ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9]{1,})',
            },
          },
        ],
      },
      {
        displayName: 'Reporter',
        name: 'reporter',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Reporter',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getUsers',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([-:a-z0-9]{2,})[ \t]*',
                  errorMessage: 'Not a valid Jira Reporter ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([-:a-z0-9]{2,})',
            },
          },
        ],
      },
      {
        displayName: 'Summary',
        name: 'summary',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'statusId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        modes: [
          {
            displayName: 'Status',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'getTransitions',
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '([0-9]{1,})[ \t]*',
                  errorMessage: 'Not a valid Jira Status ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9]{1,})',
            },
          },
        ],
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Delete Subtasks',
    name: 'deleteSubtasks',
    type: 'boolean',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['delete'],
      },
    },
    default: false,
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['get'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify',
    name: 'simplifyOutput',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['get'],
      },
    },
    default: false,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fields By Key',
        name: 'fieldsByKey',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Properties',
        name: 'properties',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Update History',
        name: 'updateHistory',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['getAll'],
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
        resource: ['issue'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['issue'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Changelog',
            value: 'changelog',
          },
          {
            name: 'Editmeta',
            value: 'editmeta',
          },
          {
            name: 'Names',
            value: 'names',
          },
          {
            name: 'Operations',
            value: 'operations',
          },
          {
            name: 'Rendered Fields',
            value: 'renderedFields',
          },
          {
            name: 'Schema',
            value: 'schema',
          },
          {
            name: 'Transitions',
            value: 'transitions',
          },
          {
            name: 'Versioned Representations',
            value: 'versionedRepresentations',
          },
        ],
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '*navigable',
      },
      {
        displayName: 'Fields By Key',
        name: 'fieldsByKey',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'JQL',
        name: 'jql',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['changelog'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['changelog'],
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
        resource: ['issue'],
        operation: ['changelog'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
      },
    },
    default: '',
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
      },
    },
    options: [
      {
        displayName: 'HTML Body',
        name: 'htmlBody',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Text Body',
        name: 'textBody',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Notification Recipients',
    name: 'notificationRecipientsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: false,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        name: 'notificationRecipientsValues',
        displayName: 'Recipients',
        values: [
          {
            displayName: 'Reporter',
            name: 'reporter',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Assignee',
            name: 'assignee',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Watchers',
            name: 'watchers',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Voters',
            name: 'voters',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'User Names or IDs',
            name: 'users',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            default: [],
          },
          {
            displayName: 'Group Names or IDs',
            name: 'groups',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getGroups',
            },
            default: [],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Notification Recipients',
    name: 'notificationRecipientsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
        jsonParameters: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Notification Recipients Restrictions',
    name: 'notificationRecipientsRestrictionsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: false,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        name: 'notificationRecipientsRestrictionsValues',
        displayName: 'Recipients Restrictions',
        values: [
          {
            displayName: 'User Names or IDs',
            name: 'users',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getUsers',
            },
            default: [],
          },
          {
            displayName: 'Group Names or IDs',
            name: 'groups',
            type: 'multiOptions',
            typeOptions: {
              loadOptionsMethod: 'getGroups',
            },
            default: [],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Notification Recipients Restrictions',
    name: 'notificationRecipientsRestrictionsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['notify'],
        jsonParameters: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['transitions'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['transitions'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Transition ID',
        name: 'transitionId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Skip Remote Only Condition',
        name: 'skipRemoteOnlyCondition',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add an attachment to an issue',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an attachment from an issue',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many issue attachments',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove an attachment from an issue',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['add'],
      },
    },
    default: '',
  },
  {
    displayName: 'Input Binary Field',
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['add'],
      },
    },
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['get'],
      },
    },
    default: '',
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['get'],
        download: [true],
      },
    },
    required: true,
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['getAll'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['getAll'],
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
        resource: ['issueAttachment'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['getAll'],
        download: [true],
      },
    },
    required: true,
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueAttachment'],
        operation: ['remove'],
      },
    },
    default: '',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a comment',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a comment',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many comments',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a comment',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a comment',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['add'],
      },
    },
    default: '',
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Comment',
    name: 'comment',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['add'],
        jsonParameters: [false],
      },
    },
  },
  {
    displayName: 'Document Format (JSON)',
    name: 'commentJson',
    type: 'json',
    default: '',
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['add'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['add'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'options',
        options: [
          {
            name: 'Rendered Body',
            value: 'renderedBody',
          },
        ],
        default: [],
      },
      {
        displayName: 'Use Wiki Markup',
        name: 'wikiMarkup',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/jiraVersion': ['cloud'],
          },
        },
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['get'],
      },
    },
    default: '',
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'options',
        options: [
          {
            name: 'Rendered Body',
            value: 'renderedBody',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['getAll'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['getAll'],
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
        resource: ['issueComment'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'options',
        options: [
          {
            name: 'Rendered Body',
            value: 'renderedBody',
          },
        ],
        default: 'renderedBody',
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'options',
        options: [
          {
            name: 'Created Ascending',
            value: '+created',
          },
          {
            name: 'Created Descending',
            value: '-created',
          },
        ],
        default: '+created',
      },
    ],
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['remove'],
      },
    },
    default: '',
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['remove'],
      },
    },
  },
  {
    displayName: 'Issue Key',
    name: 'issueKey',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Comment',
    name: 'comment',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
        jsonParameters: [false],
      },
    },
  },
  {
    displayName: 'Document Format (JSON)',
    name: 'commentJson',
    type: 'json',
    default: '',
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['issueComment'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'options',
        options: [
          {
            name: 'Rendered Body',
            value: 'renderedBody',
          },
        ],
        default: 'renderedBody',
      },
      {
        displayName: 'Use Wiki Markup',
        name: 'wikiMarkup',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/jiraVersion': ['cloud'],
          },
        },
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a user',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a user',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a user',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Username',
    name: 'username',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Email Address',
    name: 'emailAddress',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Display Name',
    name: 'displayName',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        default: '',
        typeOptions: {
          password: true,
        },
      },
      {
        displayName: 'Notification',
        name: 'notification',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Expand',
        name: 'expand',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Groups',
            value: 'groups',
          },
          {
            name: 'Application Roles',
            value: 'applicationRoles',
          },
        ],
      },
    ],
  },
];
