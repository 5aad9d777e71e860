/** The message shapes the Chat Memory Manager outputs. */
import type { BaseMessage } from '@langchain/core/messages';

/**
 * Messages grouped as n8n's "simplified" output: consecutive messages of different types form one
 * object keyed by type (`human`, `ai`, `system`…) holding the content; a type seen again in a
 * group starts the next group.
 */
export function simplifyMessages(messages: BaseMessage[]): Array<Record<string, unknown>> {
  const result: Array<Record<string, unknown>> = [];
  let index = 0;
  while (index < messages.length) {
    const group: Record<string, unknown> = {};
    do {
      const message = messages[index]!;
      const type = message.type;
      if (type in group) break;
      group[type] = message.content;
      index++;
    } while (index < messages.length);
    result.push(group);
  }
  return result;
}
