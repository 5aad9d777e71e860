/**
 * The SQL Agent of the AI Agent 1 (n8n's `sqlAgent`): LangChain's SQL toolkit (list tables, table
 * info with sample rows, query checker, query) and its zero-shot SQL agent over a PostgreSQL,
 * MySQL or SQLite database (`sql-data-source.ts`), with n8n's prompts, memory as a chat-history
 * text, and n8n's guard: a query the model writes that would change data (INSERT, UPDATE,
 * DELETE, DROP, …) is refused before it runs. An SQLite file is also opened read-only.
 */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject } from '@weft/workflow';
import type { BaseMessage } from '@langchain/core/messages';
import { promptInput } from '../shared/ai/prompt-input.js';
import { SQL_PREFIX, SQL_SUFFIX } from './legacy-prompts.js';
import { mySqlDataSource, postgresDataSource, sqliteDataSource, type SqlDataSource } from './sql-data-source.js';

interface SqlAgentOptions {
  ignoredTables?: string;
  includedSampleRows?: number;
  includedTables?: string;
  prefixPrompt?: string;
  suffixPrompt?: string;
  topK?: number;
}

const BLOCKED_OPERATIONS = ['INSERT', 'UPDATE', 'DELETE', 'DROP', 'TRUNCATE', 'ALTER', 'CREATE', 'REPLACE', 'MERGE'];

/**
 * The first statement keyword of `sql` that would change data, outside comments and quoted
 * strings or identifiers; undefined when there is none.
 */
export function blockedSqlKeyword(sql: string): string | undefined {
  const bare = sql
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\]|\\.)*'/g, "''")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return new RegExp(`\\b(${BLOCKED_OPERATIONS.join('|')})\\b`, 'i').exec(bare)?.[1]?.toUpperCase();
}

const tableList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

/** The conversation so far as the SQL prompt's `{chatHistory}` text. */
function chatHistoryText(messages: BaseMessage[]): string {
  return messages
    .map((m) => {
      const type = m.type;
      if (type === 'human') return `Human: ${String(m.content)}`;
      if (type === 'ai') return `Assistant: ${String(m.content)}`;
      return String(m.content);
    })
    .join('\n');
}

/** The database item `itemIndex` asks about. */
async function dataSourceOf(ctx: ExecuteContext, item: Item, itemIndex: number): Promise<SqlDataSource> {
  const node = ctx.getNode();
  const kind = ctx.getNodeParameter('dataSource', itemIndex, 'sqlite') as string;
  if (kind === 'sqlite') {
    if (!item.binary)
      throw new NodeOperationError(
        node,
        'No binary data found, please connect a binary to the input if you want to use SQLite as data source',
      );
    const key = ctx.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
    if (!item.binary[key]) throw new NodeOperationError(node, 'No binary data received.');
    return sqliteDataSource(await ctx.helpers.getBinaryDataBuffer(itemIndex, key));
  }
  if (kind === 'postgres') return postgresDataSource(node, await ctx.getCredentials('postgres', itemIndex));
  if (kind === 'mysql') return mySqlDataSource(node, await ctx.getCredentials('mySql', itemIndex));
  throw new NodeOperationError(node, 'No data source found, please configure data source');
}

/** Runs the SQL agent once per item. */
export async function sqlAgent(ctx: ExecuteContext): Promise<Item[][]> {
  const node = ctx.getNode();
  const connected = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const model = Array.isArray(connected) ? connected[0] : connected;
  const [{ SqlDatabase }, { SqlToolkit, createSqlAgent }, { DynamicTool }] = await Promise.all([
    import('@langchain/classic/sql_db'),
    import('@langchain/classic/agents/toolkits/sql'),
    import('@langchain/core/tools'),
  ]);
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    let source: SqlDataSource | undefined;
    try {
      const input = node.typeVersion <= 1.2 ? ctx.getNodeParameter('input', i) : promptInput(ctx, i);
      if (input === undefined) throw new NodeOperationError(node, 'The ‘prompt’ parameter is empty.');
      const options = ctx.getNodeParameter('options', i, {}) as SqlAgentOptions;
      source = await dataSourceOf(ctx, items[i]!, i);
      const included = tableList(options.includedTables);
      const ignored = tableList(options.ignoredTables);
      const db = await SqlDatabase.fromDataSourceParams({
        appDataSource: source as never,
        includesTables: included.length > 0 ? included : undefined,
        ignoreTables: ignored.length > 0 ? ignored : undefined,
        sampleRowsInTableInfo: options.includedSampleRows ?? 3,
      });
      const executor = createSqlAgent(model as never, new SqlToolkit(db, model as never), {
        topK: options.topK ?? 10,
        prefix: options.prefixPrompt ?? SQL_PREFIX,
        suffix: options.suffixPrompt ?? SQL_SUFFIX,
        inputVariables: ['chatHistory', 'input', 'agent_scratchpad'],
      });
      executor.tools = executor.tools.map((tool) =>
        tool.name !== 'query-sql'
          ? tool
          : (new DynamicTool({
              name: tool.name,
              description: tool.description,
              func: async (sql: string) => {
                const blocked = blockedSqlKeyword(sql);
                if (blocked)
                  throw new NodeOperationError(node, `SQL operation "${blocked}" is not allowed`, { itemIndex: i });
                return String(await tool.invoke(sql));
              },
            }) as never),
      );
      const memoryData = await ctx.getInputConnectionData!('ai_memory', 0);
      const memory = (Array.isArray(memoryData) ? memoryData[0] : memoryData) as
        { chatHistory: { getMessages(): Promise<BaseMessage[]> } } | undefined;
      executor.memory = memory as never;
      const chatHistory = memory ? chatHistoryText(await memory.chatHistory.getMessages()) : '';
      let response: unknown;
      try {
        response = await executor.invoke({ input, signal: ctx.signal, chatHistory });
      } catch (error) {
        const message = (error as { message?: unknown }).message;
        if ((message as { output?: unknown } | undefined)?.output) response = message;
        else throw new NodeOperationError(node, String(message), { itemIndex: i });
      }
      out.push({ json: response as JsonObject });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw error;
    } finally {
      await source?.destroy();
    }
  }
  return [out];
}
