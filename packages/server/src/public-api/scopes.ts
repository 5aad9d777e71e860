/**
 * API key scopes, per resource and action, with n8n's names (its `@n8n/permissions` lists): the
 * owner may give a key any of them, a member only those of a member. Each public API operation
 * needs one scope (`scopeOfOperation`).
 */

/** Every scope an owner's key may hold (n8n's owner API key scopes). */
export const OWNER_API_KEY_SCOPES = [
  'user:read',
  'user:list',
  'user:create',
  'user:changeRole',
  'user:delete',
  'user:enforceMfa',
  'sourceControl:pull',
  'securityAudit:generate',
  'project:create',
  'project:update',
  'project:delete',
  'project:list',
  'variable:create',
  'variable:delete',
  'variable:list',
  'variable:update',
  'tag:create',
  'tag:read',
  'tag:update',
  'tag:delete',
  'tag:list',
  'workflowTags:update',
  'workflowTags:list',
  'workflow:create',
  'workflow:read',
  'workflow:update',
  'workflow:delete',
  'workflow:list',
  'workflow:move',
  'workflow:activate',
  'workflow:deactivate',
  'execution:delete',
  'execution:read',
  'execution:retry',
  'execution:list',
  'credential:create',
  'credential:move',
  'credential:delete',
] as const;

/** The scopes a member's key may hold (n8n's member API key scopes). */
export const MEMBER_API_KEY_SCOPES = [
  'tag:create',
  'tag:read',
  'tag:update',
  'tag:list',
  'workflowTags:update',
  'workflowTags:list',
  'workflow:create',
  'workflow:read',
  'workflow:update',
  'workflow:delete',
  'workflow:list',
  'workflow:move',
  'workflow:activate',
  'workflow:deactivate',
  'execution:delete',
  'execution:read',
  'execution:retry',
  'execution:list',
  'credential:create',
  'credential:move',
  'credential:delete',
] as const;

/** A scope such as `workflow:read`. */
export type ApiKeyScope = (typeof OWNER_API_KEY_SCOPES)[number];

/** The scopes a user of this role may give a key. */
export function apiKeyScopesForRole(role: 'owner' | 'member'): readonly ApiKeyScope[] {
  return role === 'owner' ? OWNER_API_KEY_SCOPES : MEMBER_API_KEY_SCOPES;
}

/**
 * The scope each public API operation needs, by `METHOD /path` as registered under /api/v1.
 * Routes not listed here need none beyond a valid key (there are none today: the route-guard
 * test checks that every operation is listed).
 */
export const OPERATION_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'POST /audit': 'securityAudit:generate',
  'POST /credentials': 'credential:create',
  'DELETE /credentials/:id': 'credential:delete',
  'GET /credentials/schema/:credentialTypeName': 'credential:create',
  'GET /executions': 'execution:list',
  'GET /executions/:id': 'execution:read',
  'DELETE /executions/:id': 'execution:delete',
  'GET /tags': 'tag:list',
  'GET /tags/:id': 'tag:read',
  'POST /tags': 'tag:create',
  'PUT /tags/:id': 'tag:update',
  'DELETE /tags/:id': 'tag:delete',
  'GET /users': 'user:list',
  'GET /users/:id': 'user:read',
  'POST /users': 'user:create',
  'DELETE /users/:id': 'user:delete',
  'PATCH /users/:id/role': 'user:changeRole',
  'GET /workflows': 'workflow:list',
  'GET /workflows/:id': 'workflow:read',
  'POST /workflows': 'workflow:create',
  'PUT /workflows/:id': 'workflow:update',
  'DELETE /workflows/:id': 'workflow:delete',
  'POST /workflows/:id/activate': 'workflow:activate',
  'POST /workflows/:id/deactivate': 'workflow:deactivate',
  'GET /workflows/:id/tags': 'workflowTags:list',
  'PUT /workflows/:id/tags': 'workflowTags:update',
};

/** The scope a public API request needs (`routeUrl` is the registered URL with the /api/v1 prefix or without). */
export function scopeOfOperation(method: string, routeUrl: string): ApiKeyScope | undefined {
  const path = routeUrl.replace(/^\/api\/v1/, '');
  return OPERATION_SCOPES[`${method.toUpperCase()} ${path}`];
}
