/**
 * The AI Agent (n8n's `@n8n/n8n-nodes-langchain.agent`): versions 1–1.9 (the tools agent and the
 * older Conversational, OpenAI Functions, ReAct, Plan and Execute and SQL agents), 2–2.2 and 3.
 */
import { NodeOperationError, type NodeType } from '@weft/workflow';
import { agentToolDescription, agentV2Description, agentV3Description } from './description.js';
import { agentV1Description } from './description-v1.js';

/** Version 1: the agent type chosen (the tools agent from 1.6 on by default). */
export const agentV1Node: NodeType = {
  description: agentV1Description,
  async execute(ctx) {
    const agent = ctx.getNodeParameter(
      'agent',
      0,
      ctx.getNode().typeVersion >= 1.6 ? 'toolsAgent' : 'conversationalAgent',
    ) as string;
    switch (agent) {
      case 'toolsAgent':
      case 'openAiFunctionsAgent': // n8n 1.123 runs the OpenAI Functions Agent as the tools agent
        return (await import('./execute-v2.js')).toolsAgentV1(ctx);
      case 'conversationalAgent':
        return (await import('./legacy-agents.js')).conversationalAgent(ctx);
      case 'reActAgent':
        return (await import('./legacy-agents.js')).reActAgent(ctx);
      case 'planAndExecuteAgent':
        return (await import('./legacy-agents.js')).planAndExecuteAgent(ctx);
      case 'sqlAgent':
        return (await import('./sql-agent.js')).sqlAgent(ctx);
      default:
        throw new NodeOperationError(ctx.getNode(), `The agent type "${agent}" is not supported`);
    }
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
