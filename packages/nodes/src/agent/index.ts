/**
 * The AI Agent (n8n's `@n8n/n8n-nodes-langchain.agent`): versions 1–1.9 (the tools agent; the
 * other agent types of version 1 are refused with an error naming them), 2–2.2 and 3.
 */
import { NodeOperationError, type NodeType } from '@weft/workflow';
import { agentToolDescription, agentV1Description, agentV2Description, agentV3Description } from './description.js';

/** Names of version 1's agent types, for the error refusing one Weft does not run. */
const AGENT_TYPE_NAMES: Record<string, string> = {
  conversationalAgent: 'Conversational Agent',
  openAiFunctionsAgent: 'OpenAI Functions Agent',
  reActAgent: 'ReAct Agent',
  planAndExecuteAgent: 'Plan and Execute Agent',
  sqlAgent: 'SQL Agent',
};

/** Version 1: the agent type chosen (the tools agent). */
export const agentV1Node: NodeType = {
  description: agentV1Description,
  async execute(ctx) {
    const agent = ctx.getNodeParameter(
      'agent',
      0,
      ctx.getNode().typeVersion >= 1.6 ? 'toolsAgent' : 'conversationalAgent',
    ) as string;
    if (agent !== 'toolsAgent') {
      const name = AGENT_TYPE_NAMES[agent] ?? agent;
      throw new NodeOperationError(ctx.getNode(), `The agent type "${name}" is not supported in Weft yet`, {
        description:
          'Choose the Tools Agent, or upgrade the node to the latest version of the AI Agent (which is a tools agent).',
      });
    }
    const { toolsAgentV1 } = await import('./execute-v2.js');
    return toolsAgentV1(ctx);
  },
};

/** Version 2 (2–2.2). */
export const agentV2Node: NodeType = {
  description: agentV2Description,
  async execute(ctx) {
    const { toolsAgentV2 } = await import('./execute-v2.js');
    return toolsAgentV2(ctx);
  },
};

/**
 * Version 3. A tool that waits for a reply (Respond to Chat as a tool) makes the agent wait in its
 * place; the reply resumes the agent's loop where it stopped (`onMessage`, or `onTimeout` when the
 * wait ran out).
 */
export const agentV3Node: NodeType = {
  description: agentV3Description,
  async execute(ctx) {
    const { toolsAgentV3 } = await import('./execute-v3.js');
    return toolsAgentV3(ctx);
  },
  async onMessage(ctx, message) {
    const { resumeToolsAgentV3 } = await import('./execute-v3.js');
    return resumeToolsAgentV3(ctx, message);
  },
  async onTimeout(ctx) {
    const { resumeToolsAgentV3 } = await import('./execute-v3.js');
    return resumeToolsAgentV3(ctx, undefined);
  },
};

/**
 * The AI Agent Tool (2.2): another agent's tool. It has no `supplyData`, so the engine offers it as a
 * node tool: each call runs the tools agent of version 2 with the model's `$fromAI` arguments.
 */
export const agentToolNode: NodeType = {
  description: agentToolDescription,
  async execute(ctx) {
    const { toolsAgentV2 } = await import('./execute-v2.js');
    return toolsAgentV2(ctx);
  },
};

/** Every version of the AI Agent, and the AI Agent Tool. */
export const agentNodeTypes: readonly NodeType[] = [agentV1Node, agentV2Node, agentV3Node, agentToolNode];
