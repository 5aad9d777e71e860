import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Workflow, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import type { StartExecutionArgs } from '../services/contracts.js';
import { checkAccess, WebhookRefusal } from '../services/active/request.js';
import type { WebhookResponders } from '../services/active/responses.js';
import { responseModeProblem, usesWorkflowTimezone, workflowTimezone } from './context.js';
import { fieldsOf, FormDefinitionError, rawParameter, stringParameter, type FormField } from './fields.js';
import { answerTriggerSubmission, html } from './flow.js';
import { renderFormPage, renderProblemPage } from './render.js';
import { checkSubmission, formItem, readSubmission, SubmissionError, type Submission } from './submission.js';

/** A request to a Form Trigger's URL (`/form/<path>`, or `/form-test/<path>` while the editor listens). */
export interface FormTriggerCall {
  kind: 'production' | 'test';
  workflow: Workflow & { id?: string };
  node: WorkflowNode;
  /** Extra start arguments (test runs: the user and editor tab that asked). */
  start?: Partial<StartExecutionArgs>;
  /** Test runs: ends the listening once a submission is accepted (a test form serves one submission). */
  consume?(): void;
  /** Called with the execution id once the run started. */
  onStarted?(executionId: string): void;
}

/**
 * Checks bots and (from version 2) basic auth; a refusal is answered here (asking the browser for
 * credentials) and the answer is true. (A boolean, since a Fastify reply is a thenable.)
 */
async function refused(
  ctx: ServerContext,
  node: WorkflowNode,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const authentication = node.typeVersion > 1 ? String(node.parameters.authentication ?? 'none') : 'none';
  const probe = {
    ...node,
    parameters: { authentication, options: { ignoreBots: rawParameter(node, 'options.ignoreBots') === true } },
  } as WorkflowNode;
  try {
    await checkAccess(ctx, probe, req);
    return false;
  } catch (e) {
    if (!(e instanceof WebhookRefusal)) throw e;
    if (e.status === 500)
      void html(
        reply,
        500,
        renderProblemPage('Form unavailable', 'This form has no credentials to check who may use it.'),
      );
    else
      void reply
        .code(401)
        .header('www-authenticate', 'Basic realm="Enter credentials"')
        .type('text/plain; charset=utf-8')
        .send('Authorization is required');
    return true;
  }
}

/** The form page of a Form Trigger, optionally with a refused submission and its problems. */
function triggerPage(
  call: FormTriggerCall,
  fields: FormField[],
  query: Record<string, unknown>,
  submission?: Submission,
  errors?: Map<number, string>,
): string {
  const { node } = call;
  const css = rawParameter(node, 'options.customCss');
  return renderFormPage({
    title: stringParameter(node, 'formTitle'),
    description: stringParameter(node, 'formDescription')
      .replace(/\\n/g, '\n')
      .replace(/<br\s*\/?>/g, '\n'),
    fields,
    buttonLabel: stringParameter(node, 'options.buttonLabel') || 'Submit',
    ...(typeof css === 'string' ? { customCss: css } : {}),
    appendAttribution: rawParameter(node, 'options.appendAttribution') !== false,
    testRun: call.kind === 'test',
    query,
    ...(submission ? { submission } : {}),
    ...(errors ? { errors } : {}),
  });
}

/**
 * Serves a Form Trigger: GET shows its form; POST checks the answers (the form comes back with
 * the problems by their fields when some are missing or wrong), starts the workflow with the
 * answers as its item and answers per the trigger's response mode, following the run to its next
 * form page when there is one.
 */
export async function handleFormTrigger(
  ctx: ServerContext,
  responders: WebhookResponders,
  call: FormTriggerCall,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { node, workflow } = call;
  if (await refused(ctx, node, req, reply)) return reply;
  const problem = responseModeProblem(workflow, node);
  if (problem) return html(reply, 500, renderProblemPage('Form unavailable', problem));
  let fields: FormField[];
  try {
    fields = fieldsOf(node);
  } catch (e) {
    if (e instanceof FormDefinitionError) return html(reply, 500, renderProblemPage('Form unavailable', e.message));
    throw e;
  }
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (req.method.toUpperCase() !== 'POST') return html(reply, 200, triggerPage(call, fields, query));

  let submission: Submission;
  try {
    submission = readSubmission(req);
  } catch (e) {
    if (e instanceof SubmissionError)
      return html(reply, 400, renderProblemPage('The form could not be read', e.message));
    throw e;
  }
  const errors = checkSubmission(fields, submission);
  if (errors.size) return html(reply, 400, triggerPage(call, fields, query, submission, errors));
  call.consume?.();
  const item = formItem(fields, submission, {
    formMode: call.kind === 'test' ? 'test' : 'production',
    timezone: usesWorkflowTimezone(node) ? workflowTimezone(ctx, workflow) : 'UTC',
    includeQuery: true,
  });
  const started = await ctx.executions.start({
    ...call.start,
    workflow,
    mode: call.kind === 'test' ? 'manual' : 'webhook',
    startNode: node.name,
    startItems: [item],
  });
  call.onStarted?.(started.executionId);
  return answerTriggerSubmission(ctx, responders, reply, workflow, node, started);
}
