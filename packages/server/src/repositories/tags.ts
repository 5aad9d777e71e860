import type { Db } from '../db/database.js';
import { shortId } from '../db/ids.js';
import { now } from '../db/columns.js';

/** Longest tag name accepted. */
export const TAG_NAME_MAX_LENGTH = 24;

/** A tag as the API answers it. `usageCount` is present only when asked for. */
export interface TagRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  usageCount?: number;
}

/** The short form of a tag carried by a workflow. */
export interface TagRef {
  id: string;
  name: string;
}

/** Reads and writes tags and the workflow–tag links. */
export class TagRepository {
  constructor(private readonly db: Db) {}

  /** Every tag, by name; with `withUsageCount` each carries how many workflows use it. */
  async list(withUsageCount = false): Promise<TagRecord[]> {
    const tags = await this.db.kysely.selectFrom('tag').selectAll().orderBy('name').execute();
    if (!withUsageCount) return tags;
    const counts = await this.db.kysely
      .selectFrom('workflow_tag')
      .select(['tagId', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('tagId')
      .execute();
    const byTag = new Map(counts.map((c) => [c.tagId, Number(c.count)]));
    return tags.map((t) => ({ ...t, usageCount: byTag.get(t.id) ?? 0 }));
  }

  /** One tag. */
  async get(id: string): Promise<TagRecord | undefined> {
    return this.db.kysely.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The tag with exactly this name. */
  async byName(name: string): Promise<TagRecord | undefined> {
    return this.db.kysely.selectFrom('tag').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** Creates a tag; the caller has checked that the name is free. */
  async create(name: string): Promise<TagRecord> {
    const t = now();
    const row = { id: shortId(), name, createdAt: t, updatedAt: t };
    await this.db.kysely.insertInto('tag').values(row).execute();
    return row;
  }

  /** Renames a tag; answers it, or undefined when it does not exist. */
  async rename(id: string, name: string): Promise<TagRecord | undefined> {
    await this.db.kysely.updateTable('tag').set({ name, updatedAt: now() }).where('id', '=', id).execute();
    return this.get(id);
  }

  /** Deletes a tag and its links to workflows; answers whether it existed. */
  async delete(id: string): Promise<boolean> {
    await this.db.kysely.deleteFrom('workflow_tag').where('tagId', '=', id).execute();
    const res = await this.db.kysely.deleteFrom('tag').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Of the given ids, those that are not tags. */
  async missing(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.db.kysely
      .selectFrom('tag')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const have = new Set(found.map((r) => r.id));
    return ids.filter((id) => !have.has(id));
  }

  /** The tags of each of the given workflows, by name. Workflows without tags are absent. */
  async forWorkflows(workflowIds: readonly string[]): Promise<Map<string, TagRef[]>> {
    const out = new Map<string, TagRef[]>();
    if (workflowIds.length === 0) return out;
    const rows = await this.db.kysely
      .selectFrom('workflow_tag')
      .innerJoin('tag', 'tag.id', 'workflow_tag.tagId')
      .select(['workflow_tag.workflowId as workflowId', 'tag.id as id', 'tag.name as name'])
      .where('workflow_tag.workflowId', 'in', [...workflowIds])
      .orderBy('tag.name')
      .execute();
    for (const r of rows) {
      const list = out.get(r.workflowId) ?? [];
      list.push({ id: r.id, name: r.name });
      out.set(r.workflowId, list);
    }
    return out;
  }
}
