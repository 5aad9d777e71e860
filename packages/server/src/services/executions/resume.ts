import type { ResumeOptions } from '@weft/engine';
import type { ExecutionRecord, StartExecutionArgs } from '../contracts.js';

/** What a waiting execution keeps of how it was started (`data.startData`), without the heavy parts. */
export function startDataOf(args: StartExecutionArgs): NonNullable<ExecutionRecord['data']['startData']> {
  const { workflow: _w, startItems: _i, runData: _r, ...rest } = args;
  return rest;
}

/** The arguments a stored waiting execution resumes with: its start data and workflow snapshot. */
export function argsOf(record: ExecutionRecord): StartExecutionArgs {
  const start = record.data.startData ?? { mode: record.mode as StartExecutionArgs['mode'] };
  const { startItems: _i, runData: _r, destinationNode: _d, startNode: _s, ...rest } = start;
  return { ...rest, workflow: record.workflowData };
}

/** The engine's resume options of a stored waiting execution, or undefined when it has no saved stack. */
export function resumeOptionsOf(
  record: Pick<ExecutionRecord, 'data'>,
  items = record.data.resumeData?.items,
): ResumeOptions | undefined {
  const executionData = record.data.executionData;
  if (!executionData?.nodeExecutionStack?.length) return undefined;
  const metadata = record.data.resultData.metadata;
  return {
    executionData,
    runData: record.data.resultData.runData ?? {},
    ...(metadata ? { metadata } : {}),
    ...(items ? { items } : {}),
  };
}

/** Message of an execution that cannot resume because its saved stack is missing. */
export const NO_STACK_MESSAGE = 'The execution cannot resume: it has no saved state to go on from';
