import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Item, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import type { ExecutionRecord } from '../services/contracts.js';
import type { WebhookResponders } from '../services/active/responses.js';
import { triggersBefore, usesWorkflowTimezone, workflowTimezone } from './context.js';
import { fieldsOf, FormDefinitionError, rawParameter, stringParameter, type FormField } from './fields.js';
import { answerWhenSettled, html, seeOther } from './flow.js';
import { safeRedirectUrl } from './html.js';
import { renderCompletionPage, renderFormPage, renderProblemPage } from './render.js';
import { checkSubmission, formItem, readSubmission, SubmissionError, type Submission } from './submission.js';

/** The Form Trigger that started this execution (the one before the node that ran). */
function triggerOf(record: ExecutionRecord, node: WorkflowNode): WorkflowNode | undefined {
  const runData = record.data.resultData.runData ?? {};
  const triggers = triggersBefore(record.workflowData, node.name);
  return triggers.find((t) => runData[t.name]?.length) ?? triggers[0];
}

/** The waiting node's input items, as saved with the execution. */
function inputOf(record: ExecutionRecord): Item[] {
  const entry = record.data.executionData?.nodeExecutionStack?.[0] as
    { data?: { main?: Array<Item[] | null> } } | undefined;
  return entry?.data?.main?.[0] ?? [];
}

/** The trigger item's query parameters (they pre-fill hidden fields on later pages too). */
function triggerQuery(record: ExecutionRecord, trigger: WorkflowNode | undefined): Record<string, unknown> {
  const runs = trigger ? record.data.resultData.runData?.[trigger.name] : undefined;
  const item = runs?.[0]?.data?.main?.[0]?.[0];
  const q = item?.json.formQueryParameters;
  return q && typeof q === 'object' ? (q as Record<string, unknown>) : {};
}

function pageOf(
  record: ExecutionRecord,
  node: WorkflowNode,
  trigger: WorkflowNode | undefined,
  fields: FormField[],
  submission?: Submission,
  errors?: Map<number, string>,
): string {
  const css = rawParameter(node, 'options.customCss');
  return renderFormPage({
    title:
      stringParameter(node, 'options.formTitle') || (trigger ? stringParameter(trigger, 'formTitle') : '') || 'Form',
    description: stringParameter(node, 'options.formDescription').replace(/\\n/g, '\n'),
    fields,
    buttonLabel:
      stringParameter(node, 'options.buttonLabel') ||
      (trigger ? stringParameter(trigger, 'options.buttonLabel') : '') ||
      'Submit',
    ...(typeof css === 'string' ? { customCss: css } : {}),
    appendAttribution: trigger ? rawParameter(trigger, 'options.appendAttribution') !== false : true,
    testRun: record.mode === 'manual',
    query: triggerQuery(record, trigger),
    ...(submission ? { submission } : {}),
    ...(errors ? { errors } : {}),
  });
}

/** Shows a Form node's ending (text, HTML, redirect or a file) and lets the execution finish. */
async function showCompletion(
  ctx: ServerContext,
  record: ExecutionRecord,
  node: WorkflowNode,
  trigger: WorkflowNode | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const respondWith = String(node.parameters.respondWith ?? 'text');
  const finish = async () => {
    const started = await ctx.executions.resume(record.id);
    started?.done.catch(() => undefined);
  };
  const css = rawParameter(node, 'options.customCss');
  const common = {
    pageTitle: stringParameter(node, 'options.formTitle') || (trigger ? stringParameter(trigger, 'formTitle') : ''),
    ...(typeof css === 'string' ? { customCss: css } : {}),
    appendAttribution: trigger ? rawParameter(trigger, 'options.appendAttribution') !== false : true,
  };
  if (respondWith === 'redirect') {
    const url = safeRedirectUrl(stringParameter(node, 'redirectUrl'));
    if (!url)
      return html(
        reply,
        500,
        renderProblemPage(
          'Form unavailable',
          `The Form node "${node.name}" has no valid URL to redirect to: use an http or https URL`,
        ),
      );
    await finish();
    return seeOther(reply, url);
  }
  if (respondWith === 'returnBinary') {
    const property = stringParameter(node, 'inputDataFieldName', 'data') || 'data';
    const binary = inputOf(record).find((i) => i.binary?.[property])?.binary?.[property];
    if (!binary)
      return html(reply, 500, renderProblemPage('Form unavailable', `No binary data with field ${property} found.`));
    const bytes = await ctx.binaryData.read(binary);
    await finish();
    const name = (binary.fileName ?? 'file').replace(/["\r\n]/g, '');
    return reply
      .code(200)
      .header('content-type', binary.mimeType || 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(bytes);
  }
  const page =
    respondWith === 'showText'
      ? renderCompletionPage({ ...common, title: '', html: stringParameter(node, 'responseText') })
      : renderCompletionPage({
          ...common,
          title: stringParameter(node, 'completionTitle'),
          message: stringParameter(node, 'completionMessage'),
        });
  await finish();
  return html(reply, 200, page);
}

/**
 * A Form node's page at `/form-waiting/<executionId>` while the execution waits there: GET shows
 * the page (an ending is shown and lets the run finish); POST checks the answers, resumes the run
 * with them as the node's output and follows it to the next page or the end.
 */
export async function handleWaitingForm(
  ctx: ServerContext,
  _responders: WebhookResponders,
  record: ExecutionRecord,
  node: WorkflowNode,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const trigger = triggerOf(record, node);
  const method = req.method.toUpperCase();
  if (String(node.parameters.operation ?? 'page') === 'completion') {
    if (method !== 'GET' && method !== 'POST') return reply.code(405).header('allow', 'GET').send();
    return showCompletion(ctx, record, node, trigger, reply);
  }
  let fields: FormField[];
  try {
    fields = fieldsOf(node);
  } catch (e) {
    if (e instanceof FormDefinitionError) return html(reply, 500, renderProblemPage('Form unavailable', e.message));
    throw e;
  }
  if (method === 'GET' || method === 'HEAD') return html(reply, 200, pageOf(record, node, trigger, fields));
  if (method !== 'POST') return reply.code(405).header('allow', 'GET, POST').send();
  let submission: Submission;
  try {
    submission = readSubmission(req);
  } catch (e) {
    if (e instanceof SubmissionError)
      return html(reply, 400, renderProblemPage('The form could not be read', e.message));
    throw e;
  }
  const errors = checkSubmission(fields, submission);
  if (errors.size) return html(reply, 400, pageOf(record, node, trigger, fields, submission, errors));
  const timezone = trigger && usesWorkflowTimezone(trigger) ? workflowTimezone(ctx, record.workflowData) : 'UTC';
  const item = formItem(fields, submission, {
    formMode: record.mode === 'manual' ? 'test' : 'production',
    timezone,
    includeQuery: false,
  });
  const started = await ctx.executions.resume(record.id, { items: [item] });
  if (!started)
    return html(
      reply,
      409,
      renderProblemPage('Form already submitted', 'This page has been submitted already, or the form was stopped.'),
    );
  if (!trigger) {
    await started.done.catch(() => undefined);
    return html(
      reply,
      200,
      renderCompletionPage({ title: 'Form submitted', message: 'Your response has been recorded' }),
    );
  }
  return answerWhenSettled(ctx, reply, record.workflowData, trigger, started);
}
