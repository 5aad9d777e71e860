/** The component schemas of the public API's OpenAPI document: the shapes every operation answers and takes. */
import type { JsonSchema } from './json-schema.js';

const str: JsonSchema = { type: 'string' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const looseObject: JsonSchema = { type: 'object', additionalProperties: true };
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: string): JsonSchema => ({
  type: 'object',
  required: ['data', 'nextCursor'],
  additionalProperties: false,
  properties: {
    data: { type: 'array', items: ref(name) },
    nextCursor: {
      type: 'string',
      nullable: true,
      description: 'Pass as `cursor` to get the next page; null on the last page.',
    },
  },
});

/** Fields a client may send back from a GET but that a write ignores. */
const READ_ONLY_WORKFLOW_FIELDS: Record<string, JsonSchema> = {
  id: { ...str, readOnly: true },
  active: { type: 'boolean', readOnly: true, description: 'Ignored: use the activate and deactivate operations.' },
  createdAt: { ...str, readOnly: true },
  updatedAt: { ...str, readOnly: true },
  versionId: { ...str, readOnly: true },
  tags: { type: 'array', readOnly: true, description: 'Ignored: use PUT /workflows/{id}/tags.' },
};

/** Every component schema, by name. */
export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    required: ['message'],
    properties: { message: str, hint: str },
  },
  Node: {
    type: 'object',
    required: ['name', 'type', 'typeVersion', 'position', 'parameters'],
    properties: {
      id: str,
      name: str,
      type: {
        type: 'string',
        description: 'Weft or n8n type name: `weft.set` and `n8n-nodes-base.set` are the same node.',
      },
      typeVersion: { type: 'number' },
      position: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
      parameters: looseObject,
      credentials: { type: 'object', additionalProperties: true },
      disabled: { type: 'boolean' },
      notes: str,
      notesInFlow: { type: 'boolean' },
      webhookId: str,
      continueOnFail: { type: 'boolean' },
      alwaysOutputData: { type: 'boolean' },
      executeOnce: { type: 'boolean' },
      retryOnFail: { type: 'boolean' },
      maxTries: { type: 'number' },
      waitBetweenTries: { type: 'number' },
      onError: { type: 'string', enum: ['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput'] },
    },
  },
  Connections: {
    type: 'object',
    description:
      'Keyed by source node name, then connection type (`main`): a list of outputs, each a list of {node, type, index} targets.',
    additionalProperties: true,
  },
  WorkflowSettings: {
    type: 'object',
    additionalProperties: true,
    properties: {
      timezone: str,
      saveDataErrorExecution: { type: 'string', enum: ['all', 'none', 'DEFAULT'] },
      saveDataSuccessExecution: { type: 'string', enum: ['all', 'none', 'DEFAULT'] },
      saveManualExecutions: { type: ['boolean', 'string'] },
      saveExecutionProgress: { type: ['boolean', 'string'] },
      executionTimeout: { type: 'integer' },
      errorWorkflow: str,
      callerPolicy: { type: 'string', enum: ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'] },
      callerIds: str,
      executionOrder: { type: 'string', enum: ['v0', 'v1'] },
    },
  },
  WorkflowTag: {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: { id: str, name: str },
  },
  Workflow: {
    type: 'object',
    required: [
      'id',
      'name',
      'active',
      'createdAt',
      'updatedAt',
      'nodes',
      'connections',
      'settings',
      'staticData',
      'pinData',
      'versionId',
      'tags',
    ],
    additionalProperties: false,
    properties: {
      id: str,
      name: str,
      active: { type: 'boolean' },
      createdAt: dateTime,
      updatedAt: dateTime,
      nodes: { type: 'array', items: ref('Node') },
      connections: ref('Connections'),
      settings: ref('WorkflowSettings'),
      staticData: { type: 'object', nullable: true, additionalProperties: true },
      pinData: looseObject,
      meta: { type: 'object', nullable: true, additionalProperties: true },
      versionId: str,
      tags: { type: 'array', items: ref('WorkflowTag') },
    },
  },
  WorkflowInput: {
    type: 'object',
    required: ['name', 'nodes', 'connections', 'settings'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1 },
      nodes: { type: 'array', items: ref('Node') },
      connections: ref('Connections'),
      settings: ref('WorkflowSettings'),
      staticData: { type: 'object', nullable: true, additionalProperties: true },
      pinData: { type: 'object', nullable: true, additionalProperties: true },
      meta: { type: 'object', nullable: true, additionalProperties: true },
      ...READ_ONLY_WORKFLOW_FIELDS,
    },
  },
  WorkflowList: listOf('Workflow'),
  Tag: {
    type: 'object',
    required: ['id', 'name', 'createdAt', 'updatedAt'],
    additionalProperties: false,
    properties: { id: str, name: str, createdAt: dateTime, updatedAt: dateTime },
  },
  TagInput: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: { type: 'string', minLength: 1, maxLength: 24 } },
  },
  TagList: listOf('Tag'),
  AuditInput: {
    type: 'object',
    additionalProperties: false,
    properties: {
      additionalOptions: {
        type: 'object',
        additionalProperties: false,
        properties: {
          daysAbandonedWorkflow: {
            type: 'integer',
            minimum: 1,
            description: 'Days without a run after which a workflow counts as abandoned (default 90)',
          },
          categories: {
            type: 'array',
            items: { type: 'string', enum: ['credentials', 'database', 'nodes', 'filesystem', 'instance'] },
          },
        },
      },
    },
  },
  Audit: {
    type: 'object',
    description: 'One report per category with findings, keyed "<Category> Risk Report"',
    additionalProperties: {
      type: 'object',
      required: ['risk', 'sections'],
      properties: {
        risk: { type: 'string' },
        sections: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'description', 'recommendation'],
            properties: {
              title: str,
              description: str,
              recommendation: str,
              location: { type: 'array', items: { type: 'object' } },
              settings: { type: 'object' },
            },
          },
        },
      },
    },
  },
  TagArray: { type: 'array', items: ref('Tag') },
  TagIds: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: { type: 'string', minLength: 1 } },
    },
  },
  Execution: {
    type: 'object',
    required: [
      'id',
      'finished',
      'mode',
      'retryOf',
      'retrySuccessId',
      'startedAt',
      'stoppedAt',
      'workflowId',
      'waitTill',
      'status',
    ],
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      finished: { type: 'boolean' },
      mode: str,
      retryOf: { type: 'integer', nullable: true },
      retrySuccessId: { type: 'integer', nullable: true },
      startedAt: dateTime,
      stoppedAt: { ...dateTime, nullable: true },
      workflowId: { type: 'string', nullable: true },
      waitTill: { ...dateTime, nullable: true },
      status: { type: 'string', enum: ['new', 'running', 'success', 'error', 'crashed', 'canceled', 'waiting'] },
      data: {
        type: 'object',
        additionalProperties: true,
        description: 'The run data (`resultData.runData` …); only with includeData=true.',
      },
      customData: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: "The execution's custom data (`$execution.customData`); only with includeData=true.",
      },
    },
  },
  ExecutionList: listOf('Execution'),
  CredentialInput: {
    type: 'object',
    required: ['name', 'type', 'data'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 128 },
      type: { type: 'string', description: 'A credential type name, e.g. `httpBasicAuth`.' },
      data: {
        type: 'object',
        additionalProperties: true,
        description: 'Checked against GET /credentials/schema/{credentialTypeName}.',
      },
    },
  },
  Credential: {
    type: 'object',
    required: ['id', 'name', 'type', 'createdAt', 'updatedAt'],
    additionalProperties: false,
    properties: { id: str, name: str, type: str, createdAt: dateTime, updatedAt: dateTime },
  },
  CredentialDataSchema: {
    type: 'object',
    required: ['type', 'properties'],
    description: 'A JSON schema of the `data` of a credential type.',
    properties: {
      type: { type: 'string', enum: ['object'] },
      additionalProperties: { type: 'boolean' },
      properties: looseObject,
      required: { type: 'array', items: str },
      allOf: { type: 'array', items: looseObject },
    },
  },
  User: {
    type: 'object',
    required: ['id', 'email', 'firstName', 'lastName', 'isPending', 'createdAt', 'updatedAt'],
    additionalProperties: false,
    properties: {
      id: str,
      email: { type: 'string', nullable: true },
      firstName: { type: 'string', nullable: true },
      lastName: { type: 'string', nullable: true },
      isPending: { type: 'boolean', description: 'Invited but not signed up yet.' },
      createdAt: dateTime,
      updatedAt: dateTime,
      role: { type: 'string', enum: ['global:owner', 'global:member'], description: 'Only with includeRole=true.' },
    },
  },
  UserList: listOf('User'),
  UserInvites: {
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: { email: { type: 'string', minLength: 3 }, role: { type: 'string', enum: ['global:member'] } },
    },
  },
  InviteResults: {
    type: 'array',
    items: {
      type: 'object',
      required: ['user'],
      additionalProperties: false,
      properties: {
        user: {
          type: 'object',
          required: ['id', 'email', 'emailSent'],
          additionalProperties: false,
          properties: { id: str, email: str, inviteAcceptUrl: str, emailSent: { type: 'boolean' } },
        },
        error: str,
      },
    },
  },
};
