import { exec } from 'node:child_process';
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType, NodeTypeDescription } from '@weft/workflow';

/**
 * Description of Execute Command 1. It runs shell commands on the machine running the workflow,
 * so an instance leaves it out unless its operator enables it (`WEFT_NODES_EXCLUDE`).
 */
export const executeCommandDescription: NodeTypeDescription = {
  name: 'weft.executeCommand',
  displayName: 'Execute Command',
  description: 'Executes a command on the host',
  icon: 'fa:terminal',
  group: ['transform'],
  version: 1,
  defaults: { name: 'Execute Command' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Execute Once',
      name: 'executeOnce',
      type: 'boolean',
      default: true,
      description: 'Whether to run the command once, for the first item only, instead of once per item',
    },
    {
      displayName: 'Command',
      name: 'command',
      type: 'string',
      typeOptions: { rows: 5 },
      default: '',
      placeholder: 'echo "test"',
      description: 'The shell command to run',
      required: true,
    },
  ],
};

interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  error?: Error;
}

function run(command: string, signal: AbortSignal): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = exec(
      command,
      { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024, signal },
      (error, stdout, stderr) => {
        resolve({
          exitCode: typeof child.exitCode === 'number' ? child.exitCode : error ? 1 : 0,
          stdout: String(stdout).trim(),
          stderr: String(stderr).trim(),
          ...(error ? { error } : {}),
        });
      },
    );
  });
}

/** Runs the command (once, or per item) and outputs `{exitCode, stderr, stdout}`; a failing command fails the node. */
async function executeCommand(ctx: ExecuteContext): Promise<NodeOutput> {
  let items = ctx.getInputData();
  if (ctx.getNodeParameter('executeOnce', 0, true) === true) items = items.slice(0, 1);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const command = String(ctx.getNodeParameter('command', i, ''));
      if (!command.trim()) throw new NodeOperationError(ctx.getNode(), 'No command given', { itemIndex: i });
      const { error, exitCode, stdout, stderr } = await run(command, ctx.signal);
      if (error) throw new NodeOperationError(ctx.getNode(), error.message, { itemIndex: i });
      out.push({ json: { exitCode, stderr, stdout }, pairedItem: { item: i } });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

/** Execute Command, version 1 (n8n's `n8n-nodes-base.executeCommand`). */
export const executeCommandNode: NodeType[] = [{ description: executeCommandDescription, execute: executeCommand }];
