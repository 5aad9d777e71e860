import { sql, type Selectable } from 'kysely';
import type { ExecutionMode, ExecutionSummary, Item, PinData, RunData, Workflow } from '@weft/workflow';
import type { ExecutionResult, ExecutionStackData } from '@weft/engine';
import type { Db } from '../db/database.js';
import type { Database, ExecutionTable } from '../db/schema.js';
import { ReusableQuery, type SlotOf } from '../db/reusable-query.js';
import {
  holdExecutionInsert,
  nextExecutionId,
  sendHeldExecutionInsert,
  type ExecutionOutcome,
} from '../db/execution-ids.js';
import { now, parseJson, toJson } from '../db/columns.js';

/** How an execution was started, as a waiting execution keeps it to resume the same way. */
export interface StoredStartData {
  mode: ExecutionMode;
  /** Who started it (manual runs): credentials are checked against this user. */
  userId?: string;
  /** The editor tab to stream progress to. */
  pushRef?: string;
  startNode?: string;
  startItems?: Item[];
  destinationNode?: string;
  runData?: RunData;
  pinData?: PinData;
  retryOf?: string;
  /** Custom data the run starts with (a retry keeps the failed execution's, as n8n does). */
  customData?: Record<string, string>;
  /** Whether the run is deleted once it ends whatever the save settings say (e.g. an MCP client listing tools). */
  discard?: boolean;
}

/** An execution as stored and answered by the API. */
export interface ExecutionRecord {
  id: string;
  workflowId: string | null;
  workflowName: string | null;
  mode: string;
  status: string;
  finished: boolean;
  retryOf: string | null;
  retrySuccessId: string | null;
  startedAt: string;
  stoppedAt: string | null;
  waitTill: string | null;
  workflowData: Workflow;
  /**
   * The run's result; a waiting execution also keeps what resuming needs: `executionData` (the
   * saved stack), `startData` (who started it, how) and, once a request resumed it, `resumeData`.
   */
  data: {
    resultData: ExecutionResult['data']['resultData'];
    executionData?: ExecutionStackData;
    startData?: StoredStartData;
    resumeData?: { items?: Item[] };
  };
}

/** An execution without its heavy columns, as execution lists answer it (the shape @weft/workflow defines). */
export type { ExecutionSummary } from '@weft/workflow';

/** Which executions a query may see: all, or those of some workflows only. */
export type WorkflowScope = 'all' | string[];

/** Filters of an execution list (`filter` of GET /executions). */
export interface ExecutionFilter {
  status?: string[];
  workflowId?: string;
  startedAfter?: string;
  startedBefore?: string;
  /** Only executions with an id below this (older ones). */
  lastId?: number;
  /** Only executions with an id above this (newer ones). */
  firstId?: number;
  /**
   * Only executions whose custom data (`resultData.metadata`) has every one of these pairs: the
   * same key and value (`exactMatch`, the default), or else a key equal ignoring case and a value
   * containing `value` ignoring case (SQL LIKE, as n8n does).
   */
  metadata?: ExecutionMetadataFilter[];
}

/** One custom data condition of an execution list filter (n8n's `filter.metadata` entries). */
export interface ExecutionMetadataFilter {
  key: string;
  value: string;
  exactMatch?: boolean;
}

const SUMMARY_COLUMNS = [
  'id',
  'finished',
  'mode',
  'retryOf',
  'retrySuccessId',
  'waitTill',
  'startedAt',
  'stoppedAt',
  'workflowId',
  'workflowName',
  'status',
] as const;

type SummaryRow = Pick<Selectable<ExecutionTable>, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): ExecutionSummary {
  return {
    id: String(row.id),
    finished: !!row.finished,
    mode: row.mode,
    retryOf: row.retryOf,
    retrySuccessId: row.retrySuccessId,
    waitTill: row.waitTill,
    startedAt: row.startedAt,
    stoppedAt: row.stoppedAt,
    workflowId: row.workflowId,
    workflowName: row.workflowName,
    status: row.status,
  };
}

function toRecord(row: Selectable<ExecutionTable>): ExecutionRecord {
  const data = parseJson<Partial<ExecutionRecord['data']>>(row.data, {});
  return {
    ...toSummary(row),
    workflowData: parseJson<Workflow>(row.workflowData, { name: row.workflowName ?? '', nodes: [], connections: {} }),
    data: { ...data, resultData: data.resultData ?? { runData: {} } },
  };
}

/** A numeric execution id, or undefined for anything that is not one. */
export function parseExecutionId(id: unknown): number | undefined {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

const partJson = new WeakMap<object, string>();

/** A workflow's last snapshot, and what it was made from: its keys, their values, its static data as JSON. */
interface Snapshot {
  keys: string[];
  values: unknown[];
  staticJson: string | undefined;
  json: string;
}
const snapshots = new WeakMap<object, Snapshot>();

/** Whether `workflow` still holds what `snapshot` was made from (static data is changed in place). */
function unchanged(snapshot: Snapshot, workflow: Workflow, keys: string[], staticJson: string | undefined): boolean {
  if (snapshot.staticJson !== staticJson || snapshot.keys.length !== keys.length) return false;
  const record = workflow as unknown as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (snapshot.keys[i] !== key || snapshot.values[i] !== record[key]) return false;
  }
  return true;
}

/**
 * The workflow snapshot stored with every execution. The nodes, connections and settings of an
 * active workflow are the same objects run after run (workflows are replaced, never edited in
 * place), so the snapshot of the same workflow is reused while its keys hold the same values and
 * its static data (changed in place by nodes) serialises the same; otherwise it is built again from
 * cached parts, so only what changed is serialised. It is found by the workflow's nodes, which a
 * copy of the workflow (`{ ...workflow }`, as callers make per run) shares.
 */
export function workflowSnapshotJson(workflow: Workflow): string {
  const record = workflow as unknown as Record<string, unknown>;
  const keys = Object.keys(record);
  const staticJson = workflow.staticData === undefined ? undefined : JSON.stringify(workflow.staticData);
  const key: object = Array.isArray(workflow.nodes) ? workflow.nodes : workflow;
  const last = snapshots.get(key);
  if (last && unchanged(last, workflow, keys, staticJson)) return last.json;
  const parts: string[] = [];
  for (const key of keys) {
    const value = record[key];
    if (value === undefined || typeof value === 'function') continue;
    let text: string | undefined;
    if (key === 'staticData') text = staticJson;
    else if (value !== null && typeof value === 'object') {
      text = partJson.get(value);
      if (text === undefined) partJson.set(value, (text = JSON.stringify(value)));
    } else text = JSON.stringify(value);
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  const json = `{${parts.join(',')}}`;
  snapshots.set(key, { keys, values: keys.map((k) => record[k]), staticJson, json });
  return json;
}

const deleteHooks = new WeakMap<Db, Array<(ids: string[]) => Promise<void>>>();

/**
 * SQLite: the inserts of executions not answered yet, by id (see {@link ExecutionRepository.insert}).
 * One that failed stays, so that saving the execution reports why.
 */
const unansweredInserts = new WeakMap<Db, Map<number, Promise<void>>>();

/** The columns of an execution's SQLite insert, with its id. */
type InsertValues = { id: number } & ExecutionOutcome &
  Pick<ExecutionTable, 'workflowId' | 'workflowName' | 'mode' | 'retryOf' | 'startedAt' | 'workflowData'>;

/** Calls `hook` with the ids of executions deleted from `db`, whoever deletes them (e.g. to delete their binary files). */
export function onExecutionsDeleted(db: Db, hook: (ids: string[]) => Promise<void>): void {
  deleteHooks.set(db, [...(deleteHooks.get(db) ?? []), hook]);
}

/** The columns of a new execution, as slots of a {@link ReusableQuery}. */
function newExecutionValues(slot: SlotOf) {
  return {
    workflowId: slot('workflowId') as string | null,
    workflowName: slot('workflowName') as string | null,
    mode: slot('mode') as string,
    status: slot('status') as string,
    finished: 0,
    retryOf: slot('retryOf') as string | null,
    retrySuccessId: null,
    startedAt: slot('startedAt') as string,
    stoppedAt: null,
    waitTill: null,
    workflowData: slot('workflowData') as string,
    data: slot('data') as string,
  };
}

/** What a new execution's data column holds until it finishes. */
const EMPTY_RUN_DATA_JSON = JSON.stringify({ resultData: { runData: {} } });

/** How a running execution's row ends (not yet). */
const RUNNING = { finished: 0, stoppedAt: null, waitTill: null } as const;

/**
 * An execution's SQLite insert, written key by key: on Node 20's V8, keys added to an object made
 * by a spread (`{ ...values, id }`) miss their inline cache on every call, 0.25–0.5 µs a key
 * (callgrind: 27k instructions of each webhook call went there).
 */
function insertValuesOf(
  id: number,
  values: Omit<InsertValues, 'id' | 'finished' | 'stoppedAt' | 'waitTill'>,
  outcome: Pick<ExecutionOutcome, 'finished' | 'stoppedAt' | 'waitTill'> & Partial<ExecutionOutcome>,
): InsertValues {
  return {
    id,
    workflowId: values.workflowId,
    workflowName: values.workflowName,
    mode: values.mode,
    status: outcome.status ?? values.status,
    finished: outcome.finished,
    retryOf: values.retryOf,
    startedAt: values.startedAt,
    stoppedAt: outcome.stoppedAt,
    waitTill: outcome.waitTill,
    workflowData: values.workflowData,
    data: outcome.data ?? values.data,
  };
}

/** Stored executions (`execution` table). Ids are auto-incremented integers, answered as strings. */
export class ExecutionRepository {
  /** Every execution's insert and update: compiled once (see {@link ReusableQuery}). */
  private readonly insertQuery = new ReusableQuery<Database, { id: number }>((k, slot) =>
    k.insertInto('execution').values(newExecutionValues(slot)).returning('id'),
  );
  /**
   * SQLite's insert, with the id given and the outcome when it is already known (see {@link insert}).
   * Independent of the other executions' inserts still held back, which it leaves held.
   */
  private readonly insertWithIdQuery = new ReusableQuery<Database>(
    (k, slot) =>
      k.insertInto('execution').values({
        id: slot('id') as number,
        ...newExecutionValues(slot),
        finished: slot('finished') as number,
        stoppedAt: slot('stoppedAt') as string | null,
        waitTill: slot('waitTill') as string | null,
      }),
    { independent: true },
  );
  private readonly finishQuery = new ReusableQuery<Database>((k, slot) =>
    k
      .updateTable('execution')
      .set({
        status: slot('status') as string,
        finished: slot('finished') as number,
        stoppedAt: slot('stoppedAt') as string,
        waitTill: slot('waitTill') as string | null,
        data: slot('data') as string,
      })
      .where('id', '=', slot('id') as number),
  );

  constructor(private readonly db: Db) {}

  /**
   * Inserts a new execution (with a snapshot of its workflow) and answers its id. On SQLite the id
   * is known beforehand (see `nextExecutionId`) and the insert is answered without waiting for the
   * database. It waits to be sent until just before the next statement, or the next turn of the
   * event loop if none comes first, so whatever follows still sees the row; an execution saved
   * before then (a run that needed no I/O and sent nothing else) is written by one insert, instead
   * of an insert, a wait for its answer and an update. Its outcome is checked where the execution
   * is saved or deleted (see {@link inserted}).
   */
  async insert(fields: {
    workflow: Workflow;
    mode: string;
    status: string;
    startedAt: string;
    retryOf?: string | null;
  }): Promise<string> {
    const values = {
      workflowId: fields.workflow.id ?? null,
      workflowName: fields.workflow.name ?? null,
      mode: fields.mode,
      status: fields.status,
      retryOf: fields.retryOf ?? null,
      startedAt: fields.startedAt,
      workflowData: workflowSnapshotJson(fields.workflow),
      data: EMPTY_RUN_DATA_JSON,
    };
    if (this.db.dialect === 'sqlite') {
      const id = await nextExecutionId(this.db);
      holdExecutionInsert(
        this.db,
        id,
        (outcome) => void this.sendInsert(insertValuesOf(id, values, outcome ?? RUNNING)),
      );
      return String(id);
    }
    const { rows } = await this.insertQuery.run(this.db.kysely, values);
    const row = rows[0];
    if (!row) throw new Error('Inserting the execution answered no id');
    return String(row.id);
  }

  /** SQLite: sends an execution's insert of `values` now; its answer is awaited later (see {@link inserted}). */
  private sendInsert(values: InsertValues): Promise<void> {
    let pending = unansweredInserts.get(this.db);
    if (!pending) unansweredInserts.set(this.db, (pending = new Map()));
    const answered = pending;
    const written = this.insertWithIdQuery.run(this.db.kysely, values).then(() => undefined);
    answered.set(values.id, written);
    written.then(
      () => answered.delete(values.id),
      () => undefined,
    );
    return written;
  }

  /** Waits for the insert of execution `key` if it is not answered yet; throws if it failed. */
  private async inserted(key: number): Promise<void> {
    // A held insert goes now, ahead of what reads or changes the row.
    sendHeldExecutionInsert(this.db, key);
    const pending = unansweredInserts.get(this.db)?.get(key);
    if (!pending) return;
    try {
      await pending;
    } finally {
      unansweredInserts.get(this.db)?.delete(key);
    }
  }

  /** Writes an execution's outcome. Throws when the data cannot be serialised or stored. */
  async finish(
    id: string,
    fields: {
      status: string;
      finished: boolean;
      stoppedAt: string;
      data: ExecutionRecord['data'];
      waitTill?: string | null;
    },
  ): Promise<void> {
    const key = parseExecutionId(id);
    if (key === undefined) return;
    const outcome = {
      id: key,
      status: fields.status,
      finished: fields.finished ? 1 : 0,
      stoppedAt: fields.stoppedAt,
      waitTill: fields.waitTill ?? null,
      data: toJson(fields.data),
    };
    if (sendHeldExecutionInsert(this.db, key, outcome)) {
      // It was held: one insert with the outcome.
      await this.inserted(key);
    } else {
      // The update must follow the insert, which a statement waiting behind a transaction could overtake.
      await this.inserted(key);
      await this.finishQuery.run(this.db.kysely, outcome);
    }
    await this.saveMetadata(key, fields.data.resultData?.metadata);
  }

  /**
   * Stores an execution's custom data as `execution_metadata` rows, for the list filter. Custom
   * data only grows during a run (a resumed run starts from what was saved), so without any there
   * are no rows to replace and nothing is written.
   */
  private async saveMetadata(executionId: number, metadata: Record<string, string> | undefined): Promise<void> {
    const entries = Object.entries(metadata ?? {}).filter(([, v]) => typeof v === 'string');
    if (!entries.length) return;
    await this.db.kysely.deleteFrom('execution_metadata').where('executionId', '=', executionId).execute();
    await this.db.kysely
      .insertInto('execution_metadata')
      .values(entries.map(([k, value]) => ({ executionId, key: k, value })))
      .execute();
  }

  /** The stored custom data of an execution (from `execution_metadata`). */
  async metadata(id: string): Promise<Record<string, string>> {
    const key = parseExecutionId(id);
    if (key === undefined) return {};
    const rows = await this.db.kysely
      .selectFrom('execution_metadata')
      .select(['key', 'value'])
      .where('executionId', '=', key)
      .orderBy('id')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  /** Sets a few columns of an execution. */
  async patch(
    id: string,
    fields: Partial<Pick<ExecutionTable, 'status' | 'stoppedAt' | 'retrySuccessId' | 'data' | 'waitTill'>>,
  ): Promise<void> {
    const key = parseExecutionId(id);
    if (key === undefined) return;
    await this.db.kysely.updateTable('execution').set(fields).where('id', '=', key).execute();
  }

  /** One execution with its data, or undefined. */
  async get(id: string): Promise<ExecutionRecord | undefined> {
    const key = parseExecutionId(id);
    if (key === undefined) return undefined;
    const row = await this.db.kysely
      .selectFrom('execution')
      .selectAll()
      .where('id', '=', key)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /**
   * A short value that changes whenever the execution is saved (its status, when it stopped, until
   * when it waits and the size of its data), read without its data: for watchers that would
   * otherwise read and parse the whole execution to learn that nothing happened. Undefined when
   * there is no such execution.
   */
  async changeMarker(id: string): Promise<string | undefined> {
    const key = parseExecutionId(id);
    if (key === undefined) return undefined;
    const row = await this.db.kysely
      .selectFrom('execution')
      .select(['status', 'stoppedAt', 'waitTill', sql<number>`length(data)`.as('size')])
      .where('id', '=', key)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ? `${row.status}|${row.stoppedAt ?? ''}|${row.waitTill ?? ''}|${row.size}` : undefined;
  }

  /** The summary of one execution, or undefined. */
  async summary(id: string): Promise<ExecutionSummary | undefined> {
    const key = parseExecutionId(id);
    if (key === undefined) return undefined;
    const row = await this.db.kysely
      .selectFrom('execution')
      .select(SUMMARY_COLUMNS)
      .where('id', '=', key)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ? toSummary(row) : undefined;
  }

  private filtered(scope: WorkflowScope, filter: ExecutionFilter) {
    // Executions the retention pass soft-deleted are gone for every caller.
    let q = this.db.kysely.selectFrom('execution').where('deletedAt', 'is', null);
    if (scope !== 'all') {
      if (scope.length === 0) q = q.where('id', '<', 0);
      else q = q.where('workflowId', 'in', scope);
    }
    if (filter.status?.length) q = q.where('status', 'in', filter.status);
    if (filter.workflowId) q = q.where('workflowId', '=', filter.workflowId);
    if (filter.startedAfter) q = q.where('startedAt', '>=', filter.startedAfter);
    if (filter.startedBefore) q = q.where('startedAt', '<=', filter.startedBefore);
    for (const m of filter.metadata ?? []) {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('execution_metadata as md')
            .select('md.id')
            .whereRef('md.executionId', '=', 'execution.id')
            .where((eb) =>
              m.exactMatch === false
                ? eb.and([
                    eb(eb.fn('lower', ['md.key']), '=', m.key.toLowerCase()),
                    eb(eb.fn('lower', ['md.value']), 'like', `%${m.value.toLowerCase()}%`),
                  ])
                : eb.and([eb('md.key', '=', m.key), eb('md.value', '=', m.value)]),
            ),
        ),
      );
    }
    return q;
  }

  /** A page of executions, newest first, and how many match the filter in all. */
  async list(
    scope: WorkflowScope,
    filter: ExecutionFilter,
    limit: number,
  ): Promise<{ count: number; results: ExecutionSummary[] }> {
    const base = this.filtered(scope, filter);
    let page = base.select(SUMMARY_COLUMNS);
    if (filter.lastId !== undefined) page = page.where('id', '<', filter.lastId);
    if (filter.firstId !== undefined) page = page.where('id', '>', filter.firstId);
    const rows = await page.orderBy('id', 'desc').limit(limit).execute();
    const counted = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    return { count: Number(counted?.n ?? 0), results: rows.map(toSummary) };
  }

  /** Ids of the executions matching a filter (for bulk deletion). */
  async ids(scope: WorkflowScope, filter: ExecutionFilter): Promise<string[]> {
    const rows = await this.filtered(scope, filter).select('id').execute();
    return rows.map((r) => String(r.id));
  }

  /** Deletes executions by id; answers how many went. */
  async delete(ids: string[]): Promise<number> {
    const keys = ids.map(parseExecutionId).filter((n): n is number => n !== undefined);
    // A row whose insert failed has nothing to delete.
    for (const key of keys) await this.inserted(key).catch(() => undefined);
    let deleted = 0;
    for (let i = 0; i < keys.length; i += 500) {
      const res = await this.db.kysely
        .deleteFrom('execution')
        .where('id', 'in', keys.slice(i, i + 500))
        .executeTakeFirst();
      deleted += Number(res.numDeletedRows);
    }
    for (const hook of deleteHooks.get(this.db) ?? []) await hook(keys.map(String)).catch(() => undefined);
    return deleted;
  }

  /**
   * Retention, step 1: soft-deletes finished executions that stopped before `stoppedBefore` or
   * that are not among the newest `keepNewest` (0: no count limit). Running, new and waiting
   * executions are never touched. Answers how many were marked.
   */
  async softDeleteForRetention(options: { stoppedBefore?: string; keepNewest: number; now: string }): Promise<number> {
    const finished = ['success', 'error', 'crashed', 'canceled'];
    let marked = 0;
    if (options.stoppedBefore) {
      const res = await this.db.kysely
        .updateTable('execution')
        .set({ deletedAt: options.now })
        .where('deletedAt', 'is', null)
        .where('status', 'in', finished)
        .where('stoppedAt', '<', options.stoppedBefore)
        .executeTakeFirst();
      marked += Number(res.numUpdatedRows);
    }
    if (options.keepNewest > 0) {
      const edge = await this.db.kysely
        .selectFrom('execution')
        .select('id')
        .where('deletedAt', 'is', null)
        .orderBy('id', 'desc')
        .offset(options.keepNewest - 1)
        .limit(1)
        .executeTakeFirst();
      if (edge) {
        const res = await this.db.kysely
          .updateTable('execution')
          .set({ deletedAt: options.now })
          .where('deletedAt', 'is', null)
          .where('status', 'in', finished)
          .where('id', '<', edge.id)
          .executeTakeFirst();
        marked += Number(res.numUpdatedRows);
      }
    }
    return marked;
  }

  /** Retention, step 2: ids of executions soft-deleted before `deletedBefore` (oldest first). */
  async softDeletedBefore(deletedBefore: string, limit: number): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom('execution')
      .select('id')
      .where('deletedAt', 'is not', null)
      .where('deletedAt', '<=', deletedBefore)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.id));
  }

  /** Executions in one of these states (e.g. left 'running' by a process that died). */
  async withStatus(statuses: string[]): Promise<Array<{ id: string; data: string }>> {
    const rows = await this.db.kysely
      .selectFrom('execution')
      .select(['id', 'data'])
      .where('status', 'in', statuses)
      .execute();
    return rows.map((r) => ({ id: String(r.id), data: r.data }));
  }

  /**
   * Takes a waiting execution for resuming, atomically: status 'waiting' becomes `to`, `waitTill`
   * is cleared and the resuming request's items are kept as `data.resumeData`. With `dueBy`, only
   * an execution whose `waitTill` has passed by then. Answers the execution as it was stored, or
   * undefined when it was not waiting (or another process took it first).
   */
  async claimWaiting(
    id: string,
    to: 'running' | 'new',
    options: { items?: Item[]; dueBy?: Date } = {},
  ): Promise<ExecutionRecord | undefined> {
    const key = parseExecutionId(id);
    if (key === undefined) return undefined;
    const row = await this.db.kysely.selectFrom('execution').selectAll().where('id', '=', key).executeTakeFirst();
    if (!row || row.status !== 'waiting' || !row.waitTill) return undefined;
    if (options.dueBy && row.waitTill > options.dueBy.toISOString()) return undefined;
    const record = toRecord(row);
    const data = options.items ? toJson({ ...record.data, resumeData: { items: options.items } }) : row.data;
    const res = await this.db.kysely
      .updateTable('execution')
      .set({ status: to, waitTill: null, data })
      .where('id', '=', key)
      .where('status', '=', 'waiting')
      .where('waitTill', '=', row.waitTill)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? record : undefined;
  }

  /** Executions shown as waiting while they sleep in a process (no `waitTill`): orphans once that process is gone. */
  async sleepingWaits(): Promise<Array<{ id: string; data: string }>> {
    const rows = await this.db.kysely
      .selectFrom('execution')
      .select(['id', 'data'])
      .where('status', '=', 'waiting')
      .where('waitTill', 'is', null)
      .execute();
    return rows.map((r) => ({ id: String(r.id), data: r.data }));
  }

  /** Waiting executions due to resume by `before` (time-based waits and webhook waits with a limit), soonest first. */
  async dueWaiting(before: Date, limit = 1000): Promise<Array<{ id: string; waitTill: string }>> {
    const rows = await this.db.kysely
      .selectFrom('execution')
      .select(['id', 'waitTill'])
      .where('status', '=', 'waiting')
      .where('waitTill', 'is not', null)
      .where('waitTill', '<=', before.toISOString())
      .orderBy('waitTill')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: String(r.id), waitTill: r.waitTill! }));
  }

  /** Marks an execution crashed with an error message, keeping whatever run data it has. */
  async markCrashed(id: string, storedData: string, message: string): Promise<void> {
    const data = parseJson<Partial<ExecutionRecord['data']>>(storedData, {});
    const resultData = {
      runData: {},
      ...(data.resultData ?? {}),
      error: { message, name: 'ExecutionCrashedError', timestamp: Date.now() },
    };
    await this.patch(id, { status: 'crashed', stoppedAt: now(), data: toJson({ ...data, resultData }) });
  }
}
