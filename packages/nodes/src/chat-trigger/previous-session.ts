import type { ExecuteContext, JsonObject } from '@weft/workflow';

/** What the Chat Trigger reads of a memory: LangChain's chat history. */
interface ChatMemoryLike {
  chatHistory?: { getMessages(): Promise<Array<{ additional_kwargs?: Record<string, unknown>; toJSON(): unknown }>> };
}

/**
 * The messages of a session as the chat shows them on return (n8n's `loadPreviousSession` from
 * memory): the connected memory's history, leaving out messages marked `hideFromUI`, each in
 * LangChain's serialised form.
 */
export async function previousSessionMessages(ctx: ExecuteContext, itemIndex = 0): Promise<JsonObject[]> {
  const memory = (await ctx.getInputConnectionData?.('ai_memory', itemIndex)) as ChatMemoryLike | undefined;
  const messages = (await memory?.chatHistory?.getMessages()) ?? [];
  return messages
    .filter((m) => !m?.additional_kwargs?.hideFromUI)
    .map((m) => JSON.parse(JSON.stringify(m.toJSON())) as JsonObject);
}
