/**
 * A LangChain chat message history in a MongoDB collection, in the layout n8n's MongoDB Chat Memory
 * uses (LangChain's MongoDB history): one document per session, `{ sessionId, messages }`, whose
 * `messages` array holds LangChain's stored messages (`{ type, data }`) in order. A message is
 * appended with `$push`/`$each`, the document created on first write (upsert); clearing deletes it.
 */
import type { Collection, Document, UpdateFilter } from 'mongodb';
import type { BaseListChatMessageHistory } from '@langchain/core/chat_history';

/** The collection and the session whose history this is. */
export interface MongoHistoryOptions {
  collection: Collection;
  sessionId: string;
}

/** The field that holds the session id in each document. */
export const SESSION_FIELD = 'sessionId';

/** A history over the document of one session. */
export async function mongoChatHistory(options: MongoHistoryOptions): Promise<BaseListChatMessageHistory> {
  const [{ BaseListChatMessageHistory }, { mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages }] =
    await Promise.all([import('@langchain/core/chat_history'), import('@langchain/core/messages')]);
  type Message = import('@langchain/core/messages').BaseMessage;
  const { collection, sessionId } = options;

  class MongoChatHistory extends BaseListChatMessageHistory {
    lc_namespace = ['langchain', 'stores', 'message', 'mongodb'];

    async getMessages(): Promise<Message[]> {
      const found = await collection.findOne({ [SESSION_FIELD]: sessionId });
      const stored = Array.isArray(found?.messages) ? (found.messages as never[]) : [];
      return mapStoredMessagesToChatMessages(stored);
    }

    async addMessage(message: Message): Promise<void> {
      await collection.updateOne(
        { [SESSION_FIELD]: sessionId },
        {
          $push: { messages: { $each: mapChatMessagesToStoredMessages([message]) } },
        } as unknown as UpdateFilter<Document>,
        { upsert: true },
      );
    }

    override async clear(): Promise<void> {
      await collection.deleteOne({ [SESSION_FIELD]: sessionId });
    }
  }
  return new MongoChatHistory();
}
