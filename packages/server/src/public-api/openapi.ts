/**
 * The OpenAPI 3.0 document of the public API (`GET /api/v1/openapi.json`), as typed data. The
 * routes validate request bodies against its schemas, and the tests check every answer against
 * it and that every operation it lists is exercised.
 */
import type { JsonSchema } from './json-schema.js';
import { COMPONENT_SCHEMAS } from './openapi-schemas.js';

/** Header that carries the API key. `X-N8N-API-KEY` is accepted too. */
export const API_KEY_HEADER = 'X-WEFT-API-KEY';

/** A parameter of an operation. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One response of an operation; `content` is absent for 204. */
export interface OpenApiResponse {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
}

/** One operation (a method on a path). */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
  security?: Array<Record<string, string[]>>;
}

/** The HTTP methods the document uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The whole document. */
export interface OpenApiDocument {
  openapi: '3.0.3';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string }>;
  };
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ok = (name: string, description = 'Success'): OpenApiResponse => ({ description, content: json(ref(name)) });
const err = (description: string): OpenApiResponse => ({ description, content: json(ref('Error')) });
const body = (name: string) => ({ required: true, content: json(ref(name)) });

const E400 = err('The request is malformed: the message names the field');
const E401 = err('The API key is missing, wrong or expired');
const E403 = err("The caller's role, or the API key's scopes, do not allow this");
const E403_SCOPE = err("The API key's scopes do not allow this operation");
const E429 = err('Too many requests with this API key (WEFT_PUBLIC_API_RATE_LIMIT a minute); see Retry-After');
const E404 = err('Not found, or not visible to the caller');
const E409 = err('Conflicts with what exists');

const idParam = (what: string): OpenApiParameter => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s id`,
  schema: { type: 'string' },
});
const page: OpenApiParameter[] = [
  {
    name: 'limit',
    in: 'query',
    description: 'Page size (1 to 250, default 100)',
    schema: { type: 'integer', minimum: 1, maximum: 250, default: 100 },
  },
  { name: 'cursor', in: 'query', description: 'The `nextCursor` of the previous page', schema: { type: 'string' } },
];
const includeData: OpenApiParameter = {
  name: 'includeData',
  in: 'query',
  description: "Include the execution's run data",
  schema: { type: 'boolean', default: false },
};

function op(
  operationId: string,
  tag: string,
  summary: string,
  responses: Record<string, OpenApiResponse>,
  extra: Partial<OpenApiOperation> = {},
): OpenApiOperation {
  // Every operation needs a scope of the key (403) and counts against the key's rate limit (429).
  return {
    operationId,
    tags: [tag],
    summary,
    ...extra,
    responses: { '403': E403_SCOPE, ...responses, '401': E401, '429': E429 },
  };
}

/** Builds the document; `serverUrl` is where the API is served (`…/api/v1`). */
export function openApiDocument(serverUrl = '/api/v1'): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Weft Public API',
      version: '1.0.0',
      description:
        'Manage workflows, executions, credentials, tags and users with a personal API key (create one in Settings → API, or POST /rest/me/api-key). ' +
        `Send it in the \`${API_KEY_HEADER}\` header (\`X-N8N-API-KEY\` works too). Lists are paged with \`limit\` and \`cursor\`. ` +
        "Every call runs with the rights of the key's owner.",
    },
    servers: [{ url: serverUrl }],
    security: [{ ApiKeyAuth: [] }],
    tags: [
      { name: 'Workflow', description: 'Workflows, their activation and tags' },
      { name: 'Execution', description: 'Stored executions' },
      { name: 'Credential', description: 'Credentials (secret data is write-only)' },
      { name: 'Tags', description: 'Workflow tags' },
      { name: 'User', description: 'Users of the instance (instance owner only)' },
      { name: 'Audit', description: 'Security audit of the instance (instance owner only)' },
    ],
    paths: {
      '/workflows': {
        get: op(
          'getWorkflows',
          'Workflow',
          'List the workflows the caller owns or has been shared (all for the instance owner)',
          { '200': ok('WorkflowList'), '400': E400 },
          {
            parameters: [
              {
                name: 'active',
                in: 'query',
                schema: { type: 'boolean' },
                description: 'Only active (true) or inactive (false) workflows',
              },
              {
                name: 'tags',
                in: 'query',
                schema: { type: 'string' },
                description: 'Comma-separated tag names: workflows carrying any of them',
              },
              {
                name: 'name',
                in: 'query',
                schema: { type: 'string' },
                description: 'Part of the name, case-insensitive',
              },
              ...page,
            ],
          },
        ),
        post: op(
          'createWorkflow',
          'Workflow',
          'Create a workflow (inactive, owned by the caller)',
          { '200': ok('Workflow'), '400': E400 },
          { requestBody: body('WorkflowInput') },
        ),
      },
      '/workflows/{id}': {
        get: op(
          'getWorkflow',
          'Workflow',
          'Get a workflow',
          { '200': ok('Workflow'), '404': E404 },
          { parameters: [idParam('workflow')] },
        ),
        put: op(
          'updateWorkflow',
          'Workflow',
          'Replace the name, nodes, connections and settings of a workflow (an active one is reactivated)',
          { '200': ok('Workflow'), '400': E400, '403': E403, '404': E404 },
          {
            parameters: [idParam('workflow')],
            requestBody: body('WorkflowInput'),
          },
        ),
        delete: op(
          'deleteWorkflow',
          'Workflow',
          'Delete a workflow; answers it as it was',
          { '200': ok('Workflow'), '403': E403, '404': E404 },
          { parameters: [idParam('workflow')] },
        ),
      },
      '/workflows/{id}/activate': {
        post: op(
          'activateWorkflow',
          'Workflow',
          'Activate a workflow (register its triggers)',
          { '200': ok('Workflow'), '400': E400, '403': E403, '404': E404 },
          { parameters: [idParam('workflow')] },
        ),
      },
      '/workflows/{id}/deactivate': {
        post: op(
          'deactivateWorkflow',
          'Workflow',
          'Deactivate a workflow',
          { '200': ok('Workflow'), '403': E403, '404': E404 },
          { parameters: [idParam('workflow')] },
        ),
      },
      '/workflows/{id}/tags': {
        get: op(
          'getWorkflowTags',
          'Workflow',
          "A workflow's tags",
          { '200': ok('TagArray'), '404': E404 },
          { parameters: [idParam('workflow')] },
        ),
        put: op(
          'updateWorkflowTags',
          'Workflow',
          "Replace a workflow's tags",
          { '200': ok('TagArray'), '400': E400, '403': E403, '404': E404 },
          {
            parameters: [idParam('workflow')],
            requestBody: body('TagIds'),
          },
        ),
      },
      '/executions': {
        get: op(
          'getExecutions',
          'Execution',
          'List the executions of the workflows the caller may read, newest first',
          { '200': ok('ExecutionList'), '400': E400 },
          {
            parameters: [
              includeData,
              {
                name: 'status',
                in: 'query',
                schema: { type: 'string', enum: ['canceled', 'crashed', 'error', 'running', 'success', 'waiting'] },
                description: 'Only executions with this status',
              },
              {
                name: 'workflowId',
                in: 'query',
                schema: { type: 'string' },
                description: 'Only executions of this workflow',
              },
              ...page,
            ],
          },
        ),
      },
      '/executions/{id}': {
        get: op(
          'getExecution',
          'Execution',
          'Get an execution',
          { '200': ok('Execution'), '404': E404 },
          { parameters: [idParam('execution'), includeData] },
        ),
        delete: op(
          'deleteExecution',
          'Execution',
          'Delete an execution; answers it as it was',
          { '200': ok('Execution'), '404': E404, '409': E409 },
          { parameters: [idParam('execution')] },
        ),
      },
      '/credentials': {
        post: op(
          'createCredential',
          'Credential',
          'Create a credential owned by the caller',
          { '200': ok('Credential'), '400': E400 },
          { requestBody: body('CredentialInput') },
        ),
      },
      '/credentials/{id}': {
        delete: op(
          'deleteCredential',
          'Credential',
          'Delete a credential; answers it without its data',
          { '200': ok('Credential'), '403': E403, '404': E404 },
          { parameters: [idParam('credential')] },
        ),
      },
      '/credentials/schema/{credentialTypeName}': {
        get: op(
          'getCredentialSchema',
          'Credential',
          'The JSON schema of the data of a credential type',
          { '200': ok('CredentialDataSchema'), '404': E404 },
          {
            parameters: [
              {
                name: 'credentialTypeName',
                in: 'path',
                required: true,
                schema: { type: 'string' },
                description: 'e.g. httpBasicAuth',
              },
            ],
          },
        ),
      },
      '/audit': {
        post: op(
          'generateAudit',
          'Audit',
          'Generate a security audit: risky nodes, unprotected webhooks, unused credentials, settings',
          { '200': ok('Audit'), '400': E400, '403': E403 },
          {
            requestBody: { ...body('AuditInput'), required: false },
          },
        ),
      },
      '/tags': {
        get: op('getTags', 'Tags', 'List tags', { '200': ok('TagList'), '400': E400 }, { parameters: page }),
        post: op(
          'createTag',
          'Tags',
          'Create a tag',
          { '201': ok('Tag', 'Created'), '400': E400, '409': E409 },
          { requestBody: body('TagInput') },
        ),
      },
      '/tags/{id}': {
        get: op('getTag', 'Tags', 'Get a tag', { '200': ok('Tag'), '404': E404 }, { parameters: [idParam('tag')] }),
        put: op(
          'updateTag',
          'Tags',
          'Rename a tag',
          { '200': ok('Tag'), '400': E400, '404': E404, '409': E409 },
          { parameters: [idParam('tag')], requestBody: body('TagInput') },
        ),
        delete: op(
          'deleteTag',
          'Tags',
          'Delete a tag (instance owner only); answers it as it was',
          { '200': ok('Tag'), '403': E403, '404': E404 },
          { parameters: [idParam('tag')] },
        ),
      },
      '/users': {
        get: op(
          'getUsers',
          'User',
          'List users',
          { '200': ok('UserList'), '400': E400, '403': E403 },
          {
            parameters: [
              ...page,
              {
                name: 'includeRole',
                in: 'query',
                schema: { type: 'boolean', default: false },
                description: "Include each user's role",
              },
            ],
          },
        ),
        post: op(
          'createUser',
          'User',
          'Invite users by e-mail',
          { '201': ok('InviteResults', 'Invited (each entry may carry an error)'), '400': E400, '403': E403 },
          { requestBody: body('UserInvites') },
        ),
      },
      '/users/{id}': {
        get: op(
          'getUser',
          'User',
          'Get a user by id or e-mail address',
          { '200': ok('User'), '403': E403, '404': E404 },
          {
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                schema: { type: 'string' },
                description: 'The user id or e-mail address',
              },
              {
                name: 'includeRole',
                in: 'query',
                schema: { type: 'boolean', default: false },
                description: "Include the user's role",
              },
            ],
          },
        ),
        delete: op(
          'deleteUser',
          'User',
          'Delete a user with the workflows and credentials they own (or give them to transferId)',
          { '204': { description: 'Deleted' }, '400': E400, '403': E403, '404': E404 },
          {
            parameters: [
              idParam('user'),
              {
                name: 'transferId',
                in: 'query',
                schema: { type: 'string' },
                description: 'User who receives the workflows and credentials',
              },
            ],
          },
        ),
      },
    },
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
    },
  };
}
