/**
 * A LangChain chat message history in a Redis list, n8n's (LangChain's) layout: the session id is
 * the key, each message a JSON stored message pushed at the head (so the list is newest first),
 * and with a TTL the key's expiry renewed on every message.
 */
import type { Redis } from 'ioredis';
import type { BaseListChatMessageHistory } from '@langchain/core/chat_history';

/** Where the history lives: a client made on first use (the caller disconnects it), the key and the TTL in seconds. */
export interface RedisHistoryOptions {
  connect: () => Promise<Redis>;
  sessionId: string;
  sessionTTL?: number;
}

/** A history over the list of one session. */
export async function redisChatHistory(
  options: RedisHistoryOptions,
): Promise<BaseListChatMessageHistory & { client?: Redis }> {
  const [{ BaseListChatMessageHistory }, { mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages }] =
    await Promise.all([import('@langchain/core/chat_history'), import('@langchain/core/messages')]);
  type Message = import('@langchain/core/messages').BaseMessage;

  class RedisChatHistory extends BaseListChatMessageHistory {
    lc_namespace = ['langchain', 'stores', 'message', 'redis'];
    client?: Redis;

    private async db(): Promise<Redis> {
      return (this.client ??= await options.connect());
    }

    async getMessages(): Promise<Message[]> {
      const raw = await (await this.db()).lrange(options.sessionId, 0, -1);
      return mapStoredMessagesToChatMessages(raw.reverse().map((m) => JSON.parse(m)));
    }

    async addMessage(message: Message): Promise<void> {
      const db = await this.db();
      await db.lpush(options.sessionId, JSON.stringify(mapChatMessagesToStoredMessages([message])[0]));
      if (options.sessionTTL) await db.expire(options.sessionId, options.sessionTTL);
    }

    override async clear(): Promise<void> {
      await (await this.db()).del(options.sessionId);
    }
  }
  return new RedisChatHistory();
}
