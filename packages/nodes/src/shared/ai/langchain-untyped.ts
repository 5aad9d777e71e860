/**
 * LangChain's chain-building API seen through small structural types.
 *
 * LangChain's `pipe`, `StructuredOutputParser<T>` and `RunnableSequence` carry their input and
 * output types through deep generics; with zod schemas in them, TypeScript spends minutes and
 * gigabytes inferring types nobody reads (chains here take items' text in and hand back
 * `unknown`). The chains and parsers therefore load LangChain's modules through these loaders,
 * which cast each module once, at the boundary, to the few members Weft calls.
 */

/** A LangChain runnable as the chains use it: piped into the next step and invoked. */
export interface LcRunnable {
  pipe(next: unknown): LcRunnable;
  invoke(input: unknown, options?: unknown): Promise<unknown>;
}

/** A LangChain output parser: a runnable that parses text and says how the model should answer. */
export interface LcParser extends LcRunnable {
  parse(text: string, callbacks?: unknown, errorMapper?: (e: Error) => Error): Promise<unknown>;
  getFormatInstructions(): string;
}

/** A prompt template: formats its variables, and is a runnable. */
export interface LcPromptTemplate extends LcRunnable {
  format(values: Record<string, unknown>): Promise<string>;
  inputVariables: string[];
}

/** The members of `@langchain/classic/output_parsers` the chains use. */
export interface LcOutputParsersModule {
  StructuredOutputParser: { fromZodSchema(schema: unknown): LcParser };
  OutputFixingParser: { fromLLM(model: unknown, parser: unknown, options?: { prompt?: unknown }): LcParser };
}

/** The members of `@langchain/core/prompts` the chains use. */
export interface LcPromptsModule {
  PromptTemplate: {
    fromTemplate(template: string, options?: unknown): LcPromptTemplate;
    new (input: unknown): LcPromptTemplate;
  };
  ChatPromptTemplate: {
    fromMessages(
      messages: unknown[],
    ): LcRunnable & { formatMessages(values: Record<string, unknown>): Promise<unknown[]> };
  };
  SystemMessagePromptTemplate: { fromTemplate(template: string, options?: unknown): unknown };
  HumanMessagePromptTemplate: {
    fromTemplate(template: string | unknown[], options?: unknown): unknown;
    new (prompt: unknown): { format(values: Record<string, unknown>): Promise<{ content: unknown }> };
  };
  AIMessagePromptTemplate: { fromTemplate(template: string, options?: unknown): unknown };
}

/** A chat message constructor of `@langchain/core/messages`. */
export type LcMessageClass = new (content: unknown) => { content: unknown };

/** The members of `@langchain/core/messages` the chains use. */
export interface LcMessagesModule {
  HumanMessage: LcMessageClass;
  SystemMessage: LcMessageClass;
  AIMessage: LcMessageClass;
}

/** The members of `@langchain/core/output_parsers` the chains use. */
export interface LcCoreOutputParsersModule {
  StringOutputParser: new () => LcParser;
  JsonOutputParser: new () => LcParser;
}

/** The chain constructors of `@langchain/classic/chains` and its retrieval modules. */
export interface LcChainsModule {
  loadSummarizationChain(model: unknown, args: unknown): LcRunnable;
  createStuffDocumentsChain(args: { llm: unknown; prompt: unknown }): Promise<LcRunnable>;
  createRetrievalChain(args: { combineDocsChain: unknown; retriever: unknown }): Promise<LcRunnable>;
}

/** `@langchain/core/output_parsers` (string and JSON parsers). */
export async function lcCoreOutputParsers(): Promise<LcCoreOutputParsersModule> {
  return await import('@langchain/core/output_parsers');
}

/** LangChain's summarization, stuff-documents and retrieval chains. */
export async function lcChains(): Promise<LcChainsModule> {
  const [chains, combine, retrieval] = await Promise.all([
    import('@langchain/classic/chains'),
    import('@langchain/classic/chains/combine_documents'),
    import('@langchain/classic/chains/retrieval'),
  ]);
  const untyped = (m: unknown) => m as Record<string, unknown>;
  return {
    loadSummarizationChain: untyped(chains).loadSummarizationChain,
    createStuffDocumentsChain: untyped(combine).createStuffDocumentsChain,
    createRetrievalChain: untyped(retrieval).createRetrievalChain,
  } as LcChainsModule;
}

/** `@langchain/classic/output_parsers` (structured and auto-fixing parsers). */
export async function lcOutputParsers(): Promise<LcOutputParsersModule> {
  return await import('@langchain/classic/output_parsers');
}

/** `@langchain/core/prompts` (prompt templates). */
export async function lcPrompts(): Promise<LcPromptsModule> {
  return (await import('@langchain/core/prompts')) as unknown as LcPromptsModule;
}

/** `@langchain/core/messages` (message classes). */
export async function lcMessages(): Promise<LcMessagesModule> {
  return (await import('@langchain/core/messages')) as unknown as LcMessagesModule;
}
