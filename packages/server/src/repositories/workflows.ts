import { sql, type Kysely, type Transaction } from 'kysely';
import {
  workflowPermissions,
  type Connections,
  type PermissionUser,
  type PinData,
  type WorkflowNode,
  type Workflow,
  type WorkflowSettings,
} from '@weft/workflow';
import type { Db } from '../db/database.js';
import type { Database, WorkflowTable } from '../db/schema.js';
import { shortId, uuid } from '../db/ids.js';
import { now, parseJson, toJson } from '../db/columns.js';
import { TagRepository, type TagRef } from './tags.js';

/** A user as a workflow names it (owner or sharee). */
export interface WorkflowUserRef {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A stored workflow with its tags and who it belongs to. */
export interface WorkflowRecord {
  id: string;
  name: string;
  active: boolean;
  nodes: WorkflowNode[];
  connections: Connections;
  settings: WorkflowSettings;
  staticData: Record<string, unknown> | null;
  pinData: PinData;
  meta: Record<string, unknown> | null;
  versionId: string;
  createdAt: string;
  updatedAt: string;
  tags: TagRef[];
  ownedBy: WorkflowUserRef | null;
  sharedWith: WorkflowUserRef[];
}

/** A workflow as listed: everything but its graph, data and settings. */
export type WorkflowSummary = Omit<
  WorkflowRecord,
  'nodes' | 'connections' | 'settings' | 'staticData' | 'pinData' | 'meta'
>;

/** Fields a workflow is created from; missing ones start empty. */
export interface NewWorkflowFields {
  name: string;
  nodes: WorkflowNode[];
  connections: Connections;
  settings?: WorkflowSettings;
  staticData?: Record<string, unknown> | null;
  pinData?: PinData;
  meta?: Record<string, unknown> | null;
  /** Tag ids; the caller has checked that they exist. */
  tagIds?: string[];
}

/** Fields an update may change; absent ones are kept. */
export type WorkflowPatch = Partial<NewWorkflowFields> & { active?: boolean };

/** What the workflow list can be narrowed by. */
export interface WorkflowListFilter {
  /** Part of the name, case-insensitive. */
  name?: string;
  /** Tag ids or names; a workflow must carry every one. */
  tags?: string[];
  active?: boolean;
}

/** Thrown by `update` when the stored versionId is not the expected one. */
export class WorkflowVersionConflictError extends Error {
  constructor(readonly workflowId: string) {
    super(`Workflow ${workflowId} was changed by someone else`);
    this.name = 'WorkflowVersionConflictError';
  }
}

type Row = Omit<WorkflowTable, 'nodes' | 'connections' | 'settings' | 'staticData' | 'pinData' | 'meta'> &
  Partial<WorkflowTable>;
type Exec = Kysely<Database> | Transaction<Database>;

const SUMMARY_COLUMNS = ['id', 'name', 'active', 'versionId', 'createdAt', 'updatedAt'] as const;

/**
 * Reads and writes workflows, their tags and their sharing rows (`shared_workflow`: one 'owner'
 * row, and an 'editor' row per sharee). Every write of content stores a new versionId.
 */
export class WorkflowRepository {
  private readonly tags: TagRepository;

  constructor(private readonly db: Db) {
    this.tags = new TagRepository(db);
  }

  /** One workflow with everything, or undefined. */
  async get(id: string): Promise<WorkflowRecord | undefined> {
    const row = await this.db.kysely.selectFrom('workflow').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [full] = await this.decorate([row]);
    return full as WorkflowRecord;
  }

  /**
   * The workflows `forUserId` owns or has been shared (every workflow when it is undefined),
   * narrowed by `filter`, most recently updated first.
   */
  async list(filter: WorkflowListFilter = {}, forUserId?: string): Promise<WorkflowSummary[]> {
    let q = this.db.kysely.selectFrom('workflow').select([...SUMMARY_COLUMNS]);
    if (forUserId !== undefined) {
      q = q.where(
        'id',
        'in',
        this.db.kysely.selectFrom('shared_workflow').select('workflowId').where('userId', '=', forUserId),
      );
    }
    if (filter.active !== undefined) q = q.where('active', '=', filter.active ? 1 : 0);
    let rows: Row[] = await q.orderBy('updatedAt', 'desc').orderBy('id').execute();
    if (filter.name) {
      const needle = filter.name.toLowerCase();
      rows = rows.filter((r) => r.name.toLowerCase().includes(needle));
    }
    let list = await this.decorate(rows);
    const wanted = filter.tags?.filter((t) => t !== '');
    if (wanted && wanted.length > 0) {
      list = list.filter((w) => wanted.every((t) => w.tags.some((tag) => tag.id === t || tag.name === t)));
    }
    return list;
  }

  /**
   * Id and name of the workflows `forUserId` owns or has been shared (every workflow when it is
   * undefined), in no particular order: the cheap listing remote methods search through.
   */
  async names(forUserId?: string): Promise<Array<{ id: string; name: string }>> {
    let q = this.db.kysely.selectFrom('workflow').select(['id', 'name']);
    if (forUserId !== undefined) {
      q = q.where(
        'id',
        'in',
        this.db.kysely.selectFrom('shared_workflow').select('workflowId').where('userId', '=', forUserId),
      );
    }
    return q.execute();
  }

  /** Creates a workflow, always inactive, owned by `ownerId`. */
  async create(fields: NewWorkflowFields, ownerId: string): Promise<WorkflowRecord> {
    const t = now();
    const id = shortId();
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('workflow')
        .values({
          id,
          name: fields.name,
          active: 0,
          nodes: toJson(fields.nodes),
          connections: toJson(fields.connections),
          settings: toJson(fields.settings ?? {}),
          staticData: fields.staticData ? toJson(fields.staticData) : null,
          pinData: toJson(fields.pinData ?? {}),
          meta: fields.meta ? toJson(fields.meta) : null,
          versionId: uuid(),
          createdAt: t,
          updatedAt: t,
        })
        .execute();
      await trx
        .insertInto('shared_workflow')
        .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: t })
        .execute();
      await this.writeTags(trx, id, fields.tagIds ?? []);
    });
    return (await this.get(id))!;
  }

  /**
   * Updates a workflow and gives it a new versionId. With `expectedVersionId` the update only
   * happens if the stored versionId still equals it, otherwise `WorkflowVersionConflictError`.
   * Answers the updated workflow, or undefined when it does not exist.
   */
  async update(
    id: string,
    patch: WorkflowPatch,
    options: { expectedVersionId?: string } = {},
  ): Promise<WorkflowRecord | undefined> {
    const set: Partial<WorkflowTable> = { versionId: uuid(), updatedAt: now() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.active !== undefined) set.active = patch.active ? 1 : 0;
    if (patch.nodes !== undefined) set.nodes = toJson(patch.nodes);
    if (patch.connections !== undefined) set.connections = toJson(patch.connections);
    if (patch.settings !== undefined) set.settings = toJson(patch.settings);
    if (patch.staticData !== undefined) set.staticData = patch.staticData ? toJson(patch.staticData) : null;
    if (patch.pinData !== undefined) set.pinData = toJson(patch.pinData);
    if (patch.meta !== undefined) set.meta = patch.meta ? toJson(patch.meta) : null;
    const found = await this.db.kysely.transaction().execute(async (trx) => {
      let q = trx.updateTable('workflow').set(set).where('id', '=', id);
      if (options.expectedVersionId !== undefined) q = q.where('versionId', '=', options.expectedVersionId);
      const res = await q.executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        const exists = await trx.selectFrom('workflow').select('id').where('id', '=', id).executeTakeFirst();
        if (exists && options.expectedVersionId !== undefined) throw new WorkflowVersionConflictError(id);
        return false;
      }
      if (patch.tagIds !== undefined) await this.writeTags(trx, id, patch.tagIds);
      return true;
    });
    return found ? this.get(id) : undefined;
  }

  /** Sets the active flag only (no new versionId): for activation outcomes. */
  async setActive(id: string, active: boolean): Promise<void> {
    await this.db.kysely
      .updateTable('workflow')
      .set({ active: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  /** Stores a workflow's static data (no new versionId): for trigger and poll state kept by runs. */
  async saveStaticData(id: string, staticData: Record<string, unknown> | null): Promise<void> {
    await this.db.kysely
      .updateTable('workflow')
      .set({ staticData: staticData ? toJson(staticData) : null })
      .where('id', '=', id)
      .execute();
  }

  /** Ids of the workflows marked active. */
  async activeIds(): Promise<string[]> {
    return (await this.db.kysely.selectFrom('workflow').select('id').where('active', '=', 1).execute()).map(
      (r) => r.id,
    );
  }

  /**
   * A workflow as activation and runs read it: its definition and static data, without tags or
   * sharing (cheaper than {@link get}); undefined when there is none.
   */
  async stored(id: string): Promise<(Workflow & { id: string; name: string }) | undefined> {
    const row = await this.db.kysely.selectFrom('workflow').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      active: !!row.active,
      nodes: parseJson(row.nodes, []),
      connections: parseJson(row.connections, {}),
      settings: parseJson(row.settings, {}),
      staticData: parseJson(row.staticData, {}),
      pinData: parseJson(row.pinData, {}),
      versionId: row.versionId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** Whether a workflow with this id is stored. */
  async exists(id: string): Promise<boolean> {
    return !!(await this.db.kysely.selectFrom('workflow').select('id').where('id', '=', id).executeTakeFirst());
  }

  /** Whether any workflow is stored at all. */
  async any(): Promise<boolean> {
    return !!(await this.db.kysely.selectFrom('workflow').select('id').limit(1).executeTakeFirst());
  }

  /** A workflow's name and whether it is active, or undefined. */
  async nameAndActive(id: string): Promise<{ name: string; active: boolean } | undefined> {
    const row = await this.db.kysely
      .selectFrom('workflow')
      .select(['name', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { name: row.name, active: row.active === 1 } : undefined;
  }

  /** Which of `ids` are active workflows. */
  async activeAmong(ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db.kysely
      .selectFrom('workflow')
      .select('id')
      .where('id', 'in', [...ids])
      .where('active', '=', 1)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Ids of the active workflows whose nodes' JSON contains `text` (a node type name: no `%` or `_` in it). */
  async activeIdsWithNodesContaining(text: string): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom('workflow')
      .select('id')
      .where('active', '=', 1)
      .where('nodes', 'like', `%${text}%`)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The static data stored with a workflow now, or undefined when the workflow is gone. */
  async storedStaticData(id: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.db.kysely
      .selectFrom('workflow')
      .select('staticData')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return parseJson<Record<string, unknown> | null>(row.staticData ?? null, null) ?? {};
  }

  /** Every workflow's id, name, active flag, nodes and connections, oldest first (the security audit). */
  async definitions(): Promise<
    Array<{ id: string; name: string; active: boolean; nodes: Workflow['nodes']; connections: Workflow['connections'] }>
  > {
    const rows = await this.db.kysely
      .selectFrom('workflow')
      .select(['id', 'name', 'active', 'nodes', 'connections'])
      .orderBy('createdAt')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      active: !!r.active,
      nodes: parseJson(r.nodes, []),
      connections: parseJson(r.connections, {}),
    }));
  }

  /** Deletes workflow rows inside another repository's transaction (a user deleted with their workflows). */
  static async deleteRows(trx: Exec, ids: readonly string[]): Promise<void> {
    if (ids.length)
      await trx
        .deleteFrom('workflow')
        .where('id', 'in', [...ids])
        .execute();
  }

  /** Deletes a workflow with its tag links, sharing rows, webhooks and activation errors; answers whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('workflow_tag').where('workflowId', '=', id).execute();
      await trx.deleteFrom('shared_workflow').where('workflowId', '=', id).execute();
      await trx.deleteFrom('webhook').where('workflowId', '=', id).execute();
      await trx.deleteFrom('activation_error').where('workflowId', '=', id).execute();
      const res = await trx.deleteFrom('workflow').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    });
  }

  /** The user's relation to a workflow: 'owner', 'editor' (a sharee), or undefined. */
  async relationOf(workflowId: string, userId: string): Promise<'owner' | 'editor' | undefined> {
    const row = await this.db.kysely
      .selectFrom('shared_workflow')
      .select('role')
      .where('workflowId', '=', workflowId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  /** Whether the user owns the workflow or has it shared. */
  async isSharedWith(workflowId: string, userId: string): Promise<boolean> {
    return (await this.relationOf(workflowId, userId)) !== undefined;
  }

  /** What a user may do with a workflow (`workflowPermissions` of @weft/workflow). */
  permissions(
    user: PermissionUser,
    workflow: Pick<WorkflowRecord, 'id' | 'ownedBy' | 'sharedWith'>,
    options: { sharingEnabled: boolean },
  ): ReturnType<typeof workflowPermissions> {
    return workflowPermissions(
      user,
      { id: workflow.id, ownedBy: workflow.ownedBy, sharedWith: workflow.sharedWith },
      options,
    );
  }

  /** Replaces the sharees ('editor' rows) of a workflow with `userIds` (the owner is never a sharee). */
  async setSharees(workflowId: string, userIds: readonly string[]): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('shared_workflow')
        .select('userId')
        .where('workflowId', '=', workflowId)
        .where('role', '=', 'owner')
        .executeTakeFirst();
      const wanted = new Set(userIds.filter((u) => u !== owner?.userId));
      const current = (
        await trx
          .selectFrom('shared_workflow')
          .select('userId')
          .where('workflowId', '=', workflowId)
          .where('role', '=', 'editor')
          .execute()
      ).map((r) => r.userId);
      const gone = current.filter((u) => !wanted.has(u));
      if (gone.length > 0)
        await trx
          .deleteFrom('shared_workflow')
          .where('workflowId', '=', workflowId)
          .where('role', '=', 'editor')
          .where('userId', 'in', gone)
          .execute();
      const added = [...wanted].filter((u) => !current.includes(u));
      const t = now();
      if (added.length > 0)
        await trx
          .insertInto('shared_workflow')
          .values(added.map((userId) => ({ workflowId, userId, role: 'editor' as const, createdAt: t })))
          .execute();
    });
  }

  /** `base` if no workflow has that name, else `base 2`, `base 3` … (the first free one). */
  async uniqueName(base: string): Promise<string> {
    const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db.kysely
      .selectFrom('workflow')
      .select('name')
      .where(sql<boolean>`${sql.ref('name')} like ${pattern} escape '\\'`)
      .execute();
    const taken = new Set(rows.map((r) => r.name));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) {
      const candidate = `${base} ${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  private async writeTags(trx: Exec, workflowId: string, tagIds: readonly string[]): Promise<void> {
    await trx.deleteFrom('workflow_tag').where('workflowId', '=', workflowId).execute();
    const unique = [...new Set(tagIds)];
    if (unique.length > 0)
      await trx
        .insertInto('workflow_tag')
        .values(unique.map((tagId) => ({ workflowId, tagId })))
        .execute();
  }

  /** Adds tags, owner and sharees to rows, parsing the JSON columns that were selected. */
  private async decorate(rows: Row[]): Promise<Array<WorkflowSummary & Partial<WorkflowRecord>>> {
    const ids = rows.map((r) => r.id);
    const tags = await this.tags.forWorkflows(ids);
    const sharing = new Map<string, { ownedBy: WorkflowUserRef | null; sharedWith: WorkflowUserRef[] }>();
    if (ids.length > 0) {
      const shared = await this.db.kysely
        .selectFrom('shared_workflow')
        .innerJoin('user', 'user.id', 'shared_workflow.userId')
        .select([
          'shared_workflow.workflowId as workflowId',
          'shared_workflow.role as role',
          'user.id as id',
          'user.email as email',
          'user.firstName as firstName',
          'user.lastName as lastName',
        ])
        .where('shared_workflow.workflowId', 'in', ids)
        .orderBy('shared_workflow.createdAt')
        .execute();
      for (const s of shared) {
        const entry = sharing.get(s.workflowId) ?? { ownedBy: null, sharedWith: [] };
        const ref = { id: s.id, email: s.email, firstName: s.firstName, lastName: s.lastName };
        if (s.role === 'owner') entry.ownedBy = ref;
        else entry.sharedWith.push(ref);
        sharing.set(s.workflowId, entry);
      }
    }
    return rows.map((r) => {
      const share = sharing.get(r.id) ?? { ownedBy: null, sharedWith: [] };
      const out: WorkflowSummary & Partial<WorkflowRecord> = {
        id: r.id,
        name: r.name,
        active: !!r.active,
        versionId: r.versionId,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        tags: tags.get(r.id) ?? [],
        ownedBy: share.ownedBy,
        sharedWith: share.sharedWith,
      };
      if (r.nodes !== undefined) {
        out.nodes = parseJson(r.nodes, []);
        out.connections = parseJson(r.connections, {});
        out.settings = parseJson(r.settings, {});
        out.staticData = parseJson(r.staticData, null);
        out.pinData = parseJson(r.pinData, {});
        out.meta = parseJson(r.meta, null);
      }
      return out;
    });
  }
}
