import { restApi } from './client';
import type { Tag } from './tags';

/** A user as workflow and credential lists name them (owner, sharees). */
export interface ResourceUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A workflow as GET /workflows lists it: everything but its graph. */
export interface WorkflowSummary {
  id: string;
  name: string;
  active: boolean;
  versionId: string;
  createdAt: string;
  updatedAt: string;
  tags: Array<Pick<Tag, 'id' | 'name'>>;
  ownedBy: ResourceUser | null;
  sharedWith: ResourceUser[];
}

/** A whole workflow as GET /workflows/{id} answers it. */
export interface WorkflowFull extends WorkflowSummary {
  nodes: Array<Record<string, unknown> & { name: string; type: string }>;
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  pinData?: Record<string, unknown>;
  staticData?: Record<string, unknown> | null;
  meta?: Record<string, unknown> | null;
}

/** What GET /workflows can be narrowed by on the server. */
export interface WorkflowListFilter {
  name?: string;
  tags?: string[];
  active?: boolean;
}

/** GET /workflows (optional filter). */
export function fetchWorkflows(filter?: WorkflowListFilter): Promise<WorkflowSummary[]> {
  return restApi<WorkflowSummary[]>('GET', '/workflows', filter && Object.keys(filter).length ? { filter } : undefined);
}

/** GET /workflows/{id}. */
export function fetchWorkflow(id: string): Promise<WorkflowFull> {
  return restApi<WorkflowFull>('GET', `/workflows/${encodeURIComponent(id)}`);
}

/** GET /workflows/new: a free name based on `name` ('My workflow' without one). */
export async function newWorkflowName(name?: string): Promise<string> {
  const data = await restApi<{ name: string }>('GET', '/workflows/new', name ? { name } : undefined);
  return data.name;
}

/** POST /workflows: creates a workflow (always inactive). */
export function createWorkflow(
  body: Omit<Partial<WorkflowFull>, 'tags'> & { name: string; tags?: string[] },
): Promise<WorkflowFull> {
  return restApi<WorkflowFull>('POST', '/workflows', body);
}

/**
 * PATCH /workflows/{id} with {active, versionId}: activates or deactivates. A failed activation
 * answers 400 with the server's reason (the workflow stays inactive).
 */
export function setWorkflowActive(id: string, active: boolean, versionId: string): Promise<WorkflowFull> {
  return restApi<WorkflowFull>('PATCH', `/workflows/${encodeURIComponent(id)}`, { active, versionId });
}

/** PATCH /workflows/{id} with new tag ids. */
export function setWorkflowTags(id: string, tagIds: string[], versionId: string): Promise<WorkflowFull> {
  return restApi<WorkflowFull>('PATCH', `/workflows/${encodeURIComponent(id)}`, { tags: tagIds, versionId });
}

/** DELETE /workflows/{id}. */
export function deleteWorkflow(id: string): Promise<boolean> {
  return restApi<boolean>('DELETE', `/workflows/${encodeURIComponent(id)}`);
}
