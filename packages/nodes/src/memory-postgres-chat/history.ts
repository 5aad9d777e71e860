/**
 * A LangChain chat message history in a PostgreSQL table, n8n's (LangChain's) layout: `id SERIAL`,
 * `session_id VARCHAR(255)`, `message JSONB` holding the stored message's data with its `type`.
 * The table is created when missing; messages come back in insertion order.
 */
import type pg from 'pg';
import type { BaseListChatMessageHistory } from '@langchain/core/chat_history';

/** Where the history lives: a client made on first use (and ended by the caller), the table and the session. */
export interface PostgresHistoryOptions {
  connect: () => Promise<pg.Client>;
  tableName: string;
  sessionId: string;
}

/**
 * The table name as SQL: a plain (optionally schema-qualified) name is used as written, as n8n
 * does (so unquoted names fold to lower case the same way); anything else is quoted.
 */
export function tableIdentifier(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_$]*(\.[A-Za-z_][A-Za-z0-9_$]*)?$/.test(name)) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

/** A history over the table for one session. */
export async function postgresChatHistory(
  options: PostgresHistoryOptions,
): Promise<BaseListChatMessageHistory & { client?: pg.Client }> {
  const [{ BaseListChatMessageHistory }, { mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages }] =
    await Promise.all([import('@langchain/core/chat_history'), import('@langchain/core/messages')]);
  const table = tableIdentifier(options.tableName);
  type Message = import('@langchain/core/messages').BaseMessage;

  class PostgresChatHistory extends BaseListChatMessageHistory {
    lc_namespace = ['langchain', 'stores', 'message', 'postgres'];
    client?: pg.Client;
    private ready = false;

    private async db(): Promise<pg.Client> {
      this.client ??= await options.connect();
      if (!this.ready) {
        try {
          await this.client.query(`CREATE TABLE IF NOT EXISTS ${table} (
            id SERIAL PRIMARY KEY,
            session_id VARCHAR(255) NOT NULL,
            message JSONB NOT NULL
        );`);
        } catch (e) {
          // Two sessions creating the table at once: the loser sees a unique violation.
          if ((e as { code?: string }).code !== '23505') throw e;
        }
        this.ready = true;
      }
      return this.client;
    }

    async getMessages(): Promise<Message[]> {
      const db = await this.db();
      const { rows } = await db.query<{ message: Record<string, unknown> }>(
        `SELECT message FROM ${table} WHERE session_id = $1 ORDER BY id`,
        [options.sessionId],
      );
      return mapStoredMessagesToChatMessages(
        rows.map((row) => {
          const { type, ...data } = row.message;
          return { type: type as string, data: data as never };
        }),
      );
    }

    async addMessage(message: Message): Promise<void> {
      const db = await this.db();
      const { data, type } = mapChatMessagesToStoredMessages([message])[0]!;
      await db.query(`INSERT INTO ${table} (session_id, message) VALUES ($1, $2)`, [
        options.sessionId,
        { ...data, type },
      ]);
    }

    override async clear(): Promise<void> {
      const db = await this.db();
      await db.query(`DELETE FROM ${table} WHERE session_id = $1`, [options.sessionId]);
    }
  }
  return new PostgresChatHistory();
}
