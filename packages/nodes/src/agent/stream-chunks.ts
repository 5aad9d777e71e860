/**
 * Streaming an agent's answer (agent 2.1 and later): when the request that started the run takes
 * a streamed answer (`ctx.isStreaming()`) and the `enableStreaming` option is not off, the chat
 * model is asked to stream, and each piece of its text is sent with `ctx.sendChunk('item', …)`.
 */
import type { ExecuteContext } from '@weft/workflow';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';

/** Whether this run streams the agent's answer. */
export function streamsAnswer(ctx: ExecuteContext, options: { enableStreaming?: boolean }): boolean {
  return (
    ctx.getNode().typeVersion >= 2.1 && options.enableStreaming !== false && !!ctx.isStreaming?.() && !!ctx.sendChunk
  );
}

/**
 * A LangChain callback handler that asks chat models to stream (`lc_prefer_streaming`) and sends
 * each piece of text of item `itemIndex`; tool-call pieces carry no text and are not sent.
 */
export async function chunkSender(ctx: ExecuteContext, itemIndex: number): Promise<BaseCallbackHandler> {
  const { BaseCallbackHandler: Base } = await import('@langchain/core/callbacks/base');
  class ChunkSender extends Base {
    name = 'weft_stream_chunks';
    lc_prefer_streaming = true;
    override handleLLMNewToken(token: string): void {
      if (token) ctx.sendChunk!('item', itemIndex, token);
    }
  }
  return new ChunkSender();
}
