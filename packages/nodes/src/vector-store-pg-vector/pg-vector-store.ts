/**
 * A PGVector store as LangChain community's `PGVectorStore` keeps it (what n8n uses): a table
 * (`n8n_vectors` by default) of `id` uuid, `text`, `metadata` jsonb and `embedding` vector columns
 * (names configurable), created with the `vector` extension when missing; optionally a collection
 * table whose rows group the vectors (`collection_id`). Searches order by the distance operator of
 * the strategy (`<=>` cosine, `<#>` inner product, `<->` euclidean) and answer the distance as the
 * score; metadata filters compare `metadata->>'key'` (and `in`, `notIn`, `gt`… objects).
 */
import type pg from 'pg';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';

/** Column names of the table. */
export interface PgVectorColumns {
  idColumnName: string;
  vectorColumnName: string;
  contentColumnName: string;
  metadataColumnName: string;
}

/** How a store is set up. */
export interface PgVectorConfig {
  client: pg.Client;
  tableName: string;
  columns?: Partial<PgVectorColumns>;
  collectionName?: string;
  collectionTableName?: string;
  distanceStrategy?: 'cosine' | 'innerProduct' | 'euclidean';
  filter?: Record<string, unknown>;
}

const OPERATORS = { cosine: '<=>', innerProduct: '<#>', euclidean: '<->' } as const;

/** A PGVector store class over LangChain's `VectorStore` (loaded on first use), set up and with its table ensured. */
export async function openPgVectorStore(
  embeddings: EmbeddingsLike,
  config: PgVectorConfig,
): Promise<import('@langchain/core/vectorstores').VectorStore> {
  const [{ VectorStore }, { Document }] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
  ]);

  class PgVectorStore extends VectorStore {
    declare FilterType: Record<string, unknown>;
    readonly client = config.client;
    readonly tableName = config.tableName;
    readonly collectionTableName = config.collectionTableName;
    readonly collectionName = config.collectionName ?? 'langchain';
    readonly filter = config.filter;
    readonly distanceStrategy = config.distanceStrategy ?? 'cosine';
    readonly id = config.columns?.idColumnName ?? 'id';
    readonly vector = config.columns?.vectorColumnName ?? 'embedding';
    readonly content = config.columns?.contentColumnName ?? 'text';
    readonly metadata = config.columns?.metadataColumnName ?? 'metadata';
    readonly chunkSize = 500;

    _vectorstoreType(): string {
      return 'pgvector';
    }

    async ensureTables(): Promise<void> {
      await this.client.query('CREATE EXTENSION IF NOT EXISTS vector;');
      await this.client.query(
        `CREATE TABLE IF NOT EXISTS ${this.tableName} ("${this.id}" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, "${this.content}" text, "${this.metadata}" jsonb, "${this.vector}" vector);`,
      );
      if (!this.collectionTableName) return;
      try {
        await this.client.query(`
          CREATE TABLE IF NOT EXISTS ${this.collectionTableName} (uuid uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, name character varying, cmetadata jsonb);
          CREATE INDEX IF NOT EXISTS idx_${this.collectionTableName}_name ON ${this.collectionTableName}(name);
          ALTER TABLE ${this.tableName} ADD COLUMN collection_id uuid;
          ALTER TABLE ${this.tableName} ADD CONSTRAINT ${this.tableName}_collection_id_fkey FOREIGN KEY (collection_id) REFERENCES ${this.collectionTableName}(uuid) ON DELETE CASCADE;`);
      } catch (e) {
        if (!(e as Error).message.includes('already exists'))
          throw new Error(`Error adding column or creating index: ${(e as Error).message}`, { cause: e });
      }
    }

    private async collectionId(): Promise<string | undefined> {
      if (!this.collectionTableName) return undefined;
      const found = (
        await this.client.query(`SELECT uuid from ${this.collectionTableName} WHERE name = $1;`, [this.collectionName])
      ).rows[0]?.uuid as string | undefined;
      if (found) return found;
      return (
        await this.client.query(
          `INSERT INTO ${this.collectionTableName}(uuid, name, cmetadata) VALUES (gen_random_uuid(), $1, $2) RETURNING uuid;`,
          [this.collectionName, null],
        )
      ).rows[0]?.uuid as string;
    }

    async addDocuments(documents: DocumentLike[], options?: { ids?: string[] }): Promise<void> {
      await this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      );
    }

    async addVectors(vectors: number[][], documents: DocumentLike[], options?: { ids?: string[] }): Promise<void> {
      const ids = options?.ids;
      if (ids !== undefined && ids.length !== vectors.length)
        throw new Error('The number of ids must match the number of vectors provided.');
      const collectionId = await this.collectionId();
      const rows = vectors.map((v, i) => {
        const row: unknown[] = [
          documents[i]!.pageContent.replace(/\0/g, ''),
          `[${v.join(',')}]`,
          documents[i]!.metadata,
        ];
        if (collectionId) row.push(collectionId);
        if (ids) row.push(ids[i]);
        return row;
      });
      const columns = [
        this.content,
        this.vector,
        this.metadata,
        ...(collectionId ? ['collection_id'] : []),
        ...(ids ? [this.id] : []),
      ];
      for (let i = 0; i < rows.length; i += this.chunkSize) {
        const chunk = rows.slice(i, i + this.chunkSize);
        const placeholders = chunk
          .map((_, j) => `(${columns.map((_c, k) => `$${j * columns.length + k + 1}`).join(', ')})`)
          .join(', ');
        try {
          await this.client.query(
            `INSERT INTO ${this.tableName}(${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${placeholders}`,
            chunk.flat(),
          );
        } catch (e) {
          throw new Error(`Error inserting: ${(e as Error).message}`, { cause: e });
        }
      }
    }

    private filterClauses(filter: Record<string, unknown>, offset: number): { clauses: string[]; params: unknown[] } {
      const clauses: string[] = [];
      const params: unknown[] = [];
      let n = offset;
      const m = this.metadata;
      for (const [key, value] of Object.entries(filter)) {
        if (typeof value === 'object' && value !== null) {
          const v = value as Record<string, unknown>;
          const list = (name: 'in' | 'notIn' | 'arrayContains', sql: (ph: string) => string) => {
            const values = v[name];
            if (!Array.isArray(values)) return;
            const start = n;
            clauses.push(sql(values.map((_, i) => `$${start + i + 1}`).join(',')));
            params.push(...values);
            n += values.length;
          };
          list('in', (ph) => `${m}->>'${key}' IN (${ph})`);
          list('notIn', (ph) => `${m}->>'${key}' NOT IN (${ph})`);
          list('arrayContains', (ph) => `${m}->'${key}' ?| array[${ph}]`);
          for (const [op, sql] of Object.entries({ gt: '>', gte: '>=', lt: '<', lte: '<=' })) {
            if (Object.prototype.hasOwnProperty.call(v, op) && typeof v[op] === 'number') {
              n += 1;
              clauses.push(`(${m}->>'${key}')::numeric ${sql} $${n}`);
              params.push(v[op]);
            }
          }
          if (Object.prototype.hasOwnProperty.call(v, 'neq')) {
            n += 1;
            clauses.push(`(${m}->>'${key}' IS NULL OR (${m}->>'${key}')::text != $${n})`);
            params.push(String(v.neq));
          }
        } else {
          n += 1;
          clauses.push(`${m}->>'${key}' = $${n}`);
          params.push(value);
        }
      }
      return { clauses, params };
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: Record<string, unknown>,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      const merged = { ...this.filter, ...filter };
      const params: unknown[] = [`[${query.join(',')}]`, k];
      const clauses: string[] = [];
      const collectionId = await this.collectionId();
      if (collectionId) {
        params.push(collectionId);
        clauses.push('collection_id = $3');
      }
      const extra = this.filterClauses(merged, params.length);
      clauses.push(...extra.clauses);
      params.push(...extra.params);
      const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
      const { rows } = await this.client.query(
        `SELECT *, "${this.vector}" ${OPERATORS[this.distanceStrategy]} $1 as "_distance" FROM ${this.tableName} ${where} ORDER BY "_distance" ASC LIMIT $2;`,
        params,
      );
      return rows
        .filter((r) => r._distance != null && r[this.content] != null)
        .map((r) => [
          new Document({
            pageContent: r[this.content] as string,
            metadata: r[this.metadata] as Record<string, unknown>,
            id: r[this.id] as string,
          }),
          Number(r._distance),
        ]);
    }
  }

  if (!OPERATORS[config.distanceStrategy ?? 'cosine'])
    throw new Error(`Unknown distance strategy: ${config.distanceStrategy}`);
  const store = new PgVectorStore(embeddings, {});
  await store.ensureTables();
  return store;
}
