import type { FastifyReply } from 'fastify';
import type { Workflow, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { ExecutionRepository } from '../repositories/executions.js';
import type { ExecutionRecord } from '../services/contracts.js';
import { sendResponse } from '../services/active/respond.js';
import type { WebhookResponders } from '../services/active/responses.js';
import { descendantNodes, isFormPage } from './context.js';
import { rawParameter, stringParameter } from './fields.js';
import { safeRedirectUrl } from './html.js';
import { renderCompletionPage, renderProblemPage } from './render.js';

/** The URL path of a waiting execution's next form page. */
export function formWaitingPath(executionId: string): string {
  return `/form-waiting/${encodeURIComponent(executionId)}`;
}

/** Answers with an HTML page. */
export function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** Sends the browser on with a GET (303), so a form page never re-posts. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/** The text shown once a Form Trigger's form is done, or the URL it sends the user to. */
export function triggerCompletion(trigger: WorkflowNode): { redirect?: string; text: string } {
  const fallback = 'Your response has been recorded';
  const values = rawParameter(trigger, 'options.respondWithOptions.values') as
    { respondWith?: string; formSubmittedText?: string; redirectUrl?: string } | undefined;
  if (trigger.typeVersion >= 2 && values) {
    if (values.respondWith === 'redirect') {
      const redirect = safeRedirectUrl(values.redirectUrl);
      if (redirect) return { redirect, text: fallback };
    }
    return { text: values.formSubmittedText ?? fallback };
  }
  const legacy = rawParameter(trigger, 'options.formSubmittedText');
  return { text: legacy === undefined ? fallback : String(legacy) };
}

/** Answers with the Form Trigger's completion: its text page or its redirect. */
export function answerCompletion(reply: FastifyReply, trigger: WorkflowNode, text?: string): FastifyReply {
  const done = triggerCompletion(trigger);
  if (done.redirect && text === undefined) return seeOther(reply, done.redirect);
  const attribution = rawParameter(trigger, 'options.appendAttribution');
  return html(
    reply,
    200,
    renderCompletionPage({
      title: stringParameter(trigger, 'formTitle') || 'Form submitted',
      message: text ?? done.text,
      appendAttribution: attribution !== false,
    }),
  );
}

async function finalRecord(
  ctx: ServerContext,
  started: { executionId: string; done: Promise<ExecutionRecord> },
): Promise<ExecutionRecord | undefined> {
  const done = await started.done.catch(() => undefined);
  return (await new ExecutionRepository(ctx.db).get(started.executionId)) ?? done;
}

function waitingNodeName(record: ExecutionRecord): string | undefined {
  return record.data.executionData?.nodeExecutionStack?.[0]?.node?.name;
}

/**
 * Answers a submitted page once its run went as far as it goes: to the next form page (303 to
 * `/form-waiting/<id>`) when the run waits at one, else the form's completion; a failed run shows
 * a problem page.
 */
export async function answerWhenSettled(
  ctx: ServerContext,
  reply: FastifyReply,
  workflow: Workflow,
  trigger: WorkflowNode,
  started: { executionId: string; done: Promise<ExecutionRecord> },
): Promise<FastifyReply> {
  const record = await finalRecord(ctx, started);
  if (record?.status === 'waiting') {
    const name = waitingNodeName(record);
    const node = workflow.nodes.find((n) => n.name === name);
    if (node && isFormPage(node)) return seeOther(reply, formWaitingPath(started.executionId));
    return answerCompletion(reply, trigger);
  }
  if (!record || record.status !== 'success')
    return html(
      reply,
      500,
      renderProblemPage(
        'Problem submitting the form',
        'The workflow that handles this form failed. Please try again later.',
      ),
    );
  return answerCompletion(reply, trigger);
}

/**
 * Answers a Form Trigger's submission per its response mode: at once, when the run ends, or with
 * what a Respond to Webhook node sends (`formSubmittedText` or `redirectURL` in a JSON answer are
 * shown or followed, anything else is sent as it is). With a further form page the run is
 * followed until it waits there.
 */
export async function answerTriggerSubmission(
  ctx: ServerContext,
  responders: WebhookResponders,
  reply: FastifyReply,
  workflow: Workflow,
  trigger: WorkflowNode,
  started: { executionId: string; done: Promise<ExecutionRecord> },
): Promise<FastifyReply> {
  if (descendantNodes(workflow, trigger.name).some(isFormPage))
    return answerWhenSettled(ctx, reply, workflow, trigger, started);
  const mode = String(trigger.parameters.responseMode ?? 'onReceived');
  if (mode === 'lastNode') return answerWhenSettled(ctx, reply, workflow, trigger, started);
  if (mode === 'responseNode') {
    const waiting = responders.wait(started.executionId);
    const outcome = await Promise.race([
      waiting.response.then((r) => ({ r })),
      started.done.then(
        (record) => ({ record }),
        () => ({ record: undefined }),
      ),
    ]);
    waiting.cancel();
    if (!('r' in outcome)) return answerWhenSettled(ctx, reply, workflow, trigger, started);
    const body = outcome.r.body;
    if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
      const json = body as Record<string, unknown>;
      const redirect = safeRedirectUrl(json.redirectURL);
      if (redirect) return seeOther(reply, redirect);
      if (typeof json.formSubmittedText === 'string') return answerCompletion(reply, trigger, json.formSubmittedText);
    }
    return sendResponse(reply, outcome.r);
  }
  started.done.catch(() => undefined);
  return answerCompletion(reply, trigger);
}
