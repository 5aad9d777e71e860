/**
 * Answers to a send-and-wait message (Gmail, Send Email, Telegram… with operation `sendAndWait`):
 * the message's links call `/webhook-waiting/<execution id>/<node id>?…&signature=…`. An approval
 * link resumes the execution at once with `{ data: { approved } }`; a free-text or custom-form
 * link shows a form on GET and resumes with the answers on POST (`{ data: { text } }` or
 * `{ data: { …fields } }`). Link previews by chat apps and mail scanners do not count as answers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Item, WorkflowNode } from '@weft/workflow';
import { SEND_AND_WAIT_JSON_FORM_DEFAULT } from '@weft/nodes/loader';
import type { ServerContext } from '../context.js';
import type { ExecutionRecord } from '../services/contracts.js';
import { resumeSignatureValid } from '../services/executions/resume-signature.js';
import { fieldsOf, FormDefinitionError, rawParameter, stringParameter, type FormField } from './fields.js';
import { html } from './flow.js';
import { renderCompletionPage, renderFormPage, renderProblemPage } from './render.js';
import { checkSubmission, formItem, readSubmission, SubmissionError, type Submission } from './submission.js';

/** Whether a waiting node waits for a send-and-wait answer. */
export function isSendAndWait(node: WorkflowNode): boolean {
  return node.parameters.operation === 'sendAndWait';
}

/** User agents of link previewers and scanners, which open links without a person clicking. */
const PREVIEWERS =
  /bot\b|bot\/|crawler|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|slack|discord|skype|linkedin|embedly|vkshare|outlook|microsoft office|google-read-aloud|headlesschrome|python-requests|curl\/|wget\//i;

/** Whether a request comes from a link previewer rather than a person. */
export function isLinkPreviewer(userAgent: string | undefined): boolean {
  return !!userAgent && PREVIEWERS.test(userAgent);
}

const RECORDED = () => renderCompletionPage({ title: 'Got it, thanks', message: 'This page can be closed now' });

function customFields(node: WorkflowNode): FormField[] {
  if (rawParameter(node, 'defineForm') === 'json' && rawParameter(node, 'jsonOutput') === undefined) {
    return fieldsOf({ ...node, parameters: { ...node.parameters, jsonOutput: SEND_AND_WAIT_JSON_FORM_DEFAULT } });
  }
  return fieldsOf(node);
}

function formPage(
  node: WorkflowNode,
  fields: FormField[],
  submission?: Submission,
  errors?: Map<number, string>,
): string {
  const css = rawParameter(node, 'options.responseFormCustomCss');
  return renderFormPage({
    title: stringParameter(node, 'options.responseFormTitle') || stringParameter(node, 'subject') || 'Your response',
    description: stringParameter(node, 'options.responseFormDescription'),
    fields,
    buttonLabel: stringParameter(node, 'options.responseFormButtonLabel') || 'Submit',
    ...(typeof css === 'string' ? { customCss: css } : {}),
    appendAttribution: rawParameter(node, 'options.appendAttribution') !== false,
    ...(submission ? { submission } : {}),
    ...(errors ? { errors } : {}),
  });
}

/**
 * Handles a call to a send-and-wait link of `record`, waiting at `node`; `suffix` is the path after
 * the execution id (the node id).
 */
export async function handleSendAndWait(
  ctx: ServerContext,
  record: ExecutionRecord,
  node: WorkflowNode,
  req: FastifyRequest,
  reply: FastifyReply,
  suffix: string,
): Promise<FastifyReply> {
  const query = new URLSearchParams((req.url.split('?')[1] ?? '').replace(/\+/g, '%20'));
  if (suffix !== node.id)
    return html(
      reply,
      404,
      renderProblemPage('Link not found', 'This link does not belong to the message this execution waits for.'),
    );
  if (!resumeSignatureValid(ctx, `${record.id}/${node.id}`, query)) {
    return html(
      reply,
      401,
      renderProblemPage(
        'Invalid link',
        'This link was not made by this instance, or it was changed. Use the link of the message you received.',
      ),
    );
  }
  const method = req.method.toUpperCase();
  const responseType = String(node.parameters.responseType ?? 'approval');
  let item: Item;
  if (responseType === 'freeText' || responseType === 'customForm') {
    let fields: FormField[];
    try {
      fields =
        responseType === 'freeText'
          ? [{ fieldLabel: 'Response', fieldType: 'textarea', requiredField: true }]
          : customFields(node);
    } catch (e) {
      if (e instanceof FormDefinitionError) return html(reply, 500, renderProblemPage('Form unavailable', e.message));
      throw e;
    }
    if (method === 'GET' || method === 'HEAD') return html(reply, 200, formPage(node, fields));
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
    if (errors.size) return html(reply, 400, formPage(node, fields, submission, errors));
    const answered = formItem(fields, submission, { formMode: 'production', timezone: 'UTC', includeQuery: false });
    const { submittedAt: _at, formMode: _mode, ...answers } = answered.json;
    item =
      responseType === 'freeText'
        ? { json: { data: { text: answers.Response } } }
        : { ...answered, json: { data: answers } };
  } else {
    if (method !== 'GET' && method !== 'POST') return reply.code(405).header('allow', 'GET').send();
    // A previewer opening the link must not decide for the recipient.
    if (isLinkPreviewer(req.headers['user-agent'])) return reply.code(200).type('text/plain; charset=utf-8').send('');
    item = { json: { data: { approved: query.get('approved') === 'true' } } };
  }
  const started = await ctx.executions.resume(record.id, { items: [item] });
  if (!started)
    return html(
      reply,
      409,
      renderProblemPage('Already answered', 'This message has been answered already, or its execution was stopped.'),
    );
  started.done.catch(() => undefined);
  return html(reply, 200, RECORDED());
}
