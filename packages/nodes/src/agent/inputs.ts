/**
 * The inputs of the AI Agent, as expressions over its parameters (n8n's agent inputs depend on
 * the agent type, `hasOutputParser` and `needsFallback`).
 */

/** Chat models the tools agent of version 1 accepts (n8n's filter for that input). */
const TOOLS_AGENT_MODELS = [
  'lmChatAnthropic',
  'lmChatAzureOpenAi',
  'lmChatAwsBedrock',
  'lmChatLemonade',
  'lmChatMistralCloud',
  'lmChatOllama',
  'lmChatOpenAi',
  'lmChatGroq',
  'lmChatGoogleVertex',
  'lmChatGoogleGemini',
  'lmChatDeepSeek',
  'lmChatOpenRouter',
  'lmChatVercelAiGateway',
  'lmChatXAiGrok',
].map((n) => `@n8n/n8n-nodes-langchain.${n}`);

/** Completion (non-chat) models the agent of versions 2 and 3 refuses. */
const EXCLUDED_MODELS = ['lmCohere', 'lmOllama', 'lmOpenAi', 'lmOpenHuggingFaceInference'].map(
  (n) => `@n8n/n8n-nodes-langchain.${n}`,
);

/**
 * Version 1: the inputs of the agent type chosen (`agent`); the chat model is required and takes
 * one connection, as do memory and output parser (the latter only with `hasOutputParser`).
 */
export const AGENT_V1_INPUTS = `={{ (() => {
  const agent = $parameter.agent;
  const parser = $parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true;
  const chat = ['openAiFunctionsAgent', 'toolsAgent', 'conversationalAgent'].includes(agent);
  const model = { type: 'ai_languageModel', displayName: chat ? 'Chat Model' : 'Model', required: true, maxConnections: 1 };
  if (agent === 'toolsAgent') model.filter = { nodes: ${JSON.stringify(TOOLS_AGENT_MODELS)} };
  const memory = { type: 'ai_memory', displayName: 'Memory', required: false, maxConnections: 1 };
  const tool = { type: 'ai_tool', displayName: 'Tool', required: false };
  const outputParser = { type: 'ai_outputParser', displayName: 'Output Parser', required: false, maxConnections: 1 };
  let list = [];
  if (agent === 'sqlAgent') list = [model, memory];
  else if (agent === 'reActAgent' || agent === 'planAndExecuteAgent') list = [model, tool, outputParser];
  else if (agent === 'toolsAgent' || agent === 'conversationalAgent' || agent === 'openAiFunctionsAgent') list = [model, memory, tool, outputParser];
  if (!parser) list = list.filter((i) => i.type !== 'ai_outputParser');
  return ['main', ...list];
})() }}`;

/**
 * Versions 2 and 3: chat model (and with `needsFallback` a fallback model: the model input then
 * takes two connections, the second on input index 1), memory, tools and, with
 * `hasOutputParser`, an output parser.
 */
export const AGENT_V2_INPUTS = `={{ (() => {
  const parser = $parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true;
  const fallback = $parameter.needsFallback === true;
  const filter = { excludedNodes: ${JSON.stringify(EXCLUDED_MODELS)} };
  const list = [{ type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: fallback ? 2 : 1, filter }];
  if (fallback) list.push({ type: 'ai_languageModel', displayName: 'Fallback Model', required: true, maxConnections: 1, filter });
  list.push({ type: 'ai_memory', displayName: 'Memory', required: false, maxConnections: 1 });
  list.push({ type: 'ai_tool', displayName: 'Tool', required: false });
  if (parser) list.push({ type: 'ai_outputParser', displayName: 'Output Parser', required: false, maxConnections: 1 });
  return ['main', ...list];
})() }}`;

/** The AI Agent Tool's inputs: the agent's sub-node inputs without the main input (it runs as a tool). */
export const AGENT_TOOL_INPUTS = AGENT_V2_INPUTS.replace("return ['main', ...list];", 'return list;');
