import type { ResultData, Workflow } from '@weft/workflow';
import type { ServerConfig } from '../../config.js';

/** Error message of executions a previous process left running. */
export const CRASHED_MESSAGE = 'The execution was interrupted: the server stopped while it was running.';

/** Error message of an execution stopped from the editor or the API. */
export const STOPPED_MESSAGE = 'The execution was stopped manually.';

/** Error message of an execution cancelled because the server shut down. */
export const SHUTDOWN_MESSAGE = 'The execution was cancelled because the server shut down.';

/** Error message of an execution cancelled by its timeout. */
export function timeoutMessage(seconds: number): string {
  return `The execution was cancelled because it reached its timeout of ${seconds} second${seconds === 1 ? '' : 's'}. Raise the workflow's "Timeout Workflow" setting to let it run longer.`;
}

/** The message shown for a failed execution. */
export function executionErrorMessage(resultData: Pick<ResultData, 'error' | 'lastNodeExecuted'>): string {
  const error = resultData.error;
  if (resultData.lastNodeExecuted && error) {
    const text = error.message || (typeof error.description === 'string' ? error.description : '');
    if (text) return text;
  }
  const generic = 'There was a problem executing the workflow!';
  if (!error?.message) return generic;
  const nodeName = error.node?.name;
  return `${generic} ${nodeName ? `${nodeName}: ` : ''}${error.message}`;
}

/**
 * Seconds after which a run is cancelled, or undefined for none. The workflow's
 * `executionTimeout` wins (capped at the instance's maximum); -1 or 0 means none.
 */
export function timeoutSeconds(
  workflow: Workflow,
  config: Pick<ServerConfig, 'executionTimeout' | 'maxExecutionTimeout'>,
): number | undefined {
  const own = workflow.settings?.executionTimeout;
  let seconds = typeof own === 'number' && Number.isFinite(own) ? own : config.executionTimeout;
  if (typeof own === 'number' && own > 0 && config.maxExecutionTimeout > 0)
    seconds = Math.min(own, config.maxExecutionTimeout);
  return seconds > 0 ? seconds : undefined;
}

/** The IANA timezone a workflow runs in: its setting, else the instance's. */
export function timezoneOf(workflow: Workflow, config: Pick<ServerConfig, 'timezone'>): string {
  const tz = workflow.settings?.timezone;
  return typeof tz === 'string' && tz && tz !== 'DEFAULT' ? tz : config.timezone;
}

function saveSetting(value: unknown, fallback: 'all' | 'none'): 'all' | 'none' {
  return value === 'all' || value === 'none' ? value : fallback;
}

/**
 * Whether an execution is kept once it ended. Manual runs follow only `saveManualExecutions`;
 * other runs follow `saveDataSuccessExecution` (success) or `saveDataErrorExecution` (anything
 * else). Workflow settings win over the instance's ('DEFAULT' or absent means the instance's).
 */
export function shouldSave(
  workflow: Workflow,
  mode: string,
  status: string,
  config: Pick<ServerConfig, 'saveDataErrorExecution' | 'saveDataSuccessExecution' | 'saveManualExecutions'>,
): boolean {
  const settings = workflow.settings ?? {};
  if (mode === 'manual') {
    const own = settings.saveManualExecutions as unknown;
    return typeof own === 'boolean' ? own : config.saveManualExecutions;
  }
  if (status === 'success')
    return saveSetting(settings.saveDataSuccessExecution, config.saveDataSuccessExecution) === 'all';
  return saveSetting(settings.saveDataErrorExecution, config.saveDataErrorExecution) === 'all';
}
