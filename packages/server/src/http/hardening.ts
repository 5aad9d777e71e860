/**
 * HTTP hardening shared by the main and webhook apps: request ids on every request, error replies
 * that never show a stack outside development (the log keeps it, under the request id), JSON
 * bodies that may be empty, and the security headers of the editor and the API.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A fresh request id (Fastify's `genReqId`): a UUID, so ids do not repeat across restarts. */
export function newRequestId(): string {
  return randomUUID();
}

/** Where error lines go (stderr unless a test captures them). */
export type ErrorLogSink = (line: string) => void;

let sink: ErrorLogSink = (line) => process.stderr.write(`${line}\n`);

/** Replaces where request errors are logged; answers the previous sink (tests capture the log). */
export function setErrorLogSink(next: ErrorLogSink): ErrorLogSink {
  const previous = sink;
  sink = next;
  return previous;
}

/**
 * Logs a failed request with its id: server errors (5xx) always, with the stack; client errors
 * (4xx) only at log level `debug`.
 */
export function logRequestError(req: FastifyRequest, error: Error, status: number, logLevel: string): void {
  if (logLevel === 'silent') return;
  if (status < 500 && logLevel !== 'debug') return;
  const where = `${req.method} ${req.url.split('?')[0]}`;
  sink(`[weft] request ${req.id} ${where} answered ${status}: ${error.stack ?? error.message}`);
}

/**
 * Sends an error reply: `payload` plus the request id (`requestId`, also in `x-request-id`), and
 * the error's stack only when `development` (WEFT_ENV=development).
 */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  error: Error,
  status: number,
  payload: Record<string, unknown>,
  options: { development: boolean; logLevel: string },
): void {
  logRequestError(req, error, status, options.logLevel);
  const { stack: _stack, ...rest } = payload;
  const body: Record<string, unknown> = { ...rest, requestId: req.id };
  if (options.development && error.stack) body.stack = error.stack;
  void reply.status(status).header('x-request-id', req.id).send(body);
}

/**
 * Makes `application/json` requests with an empty (or blank) body read as no body instead of a
 * 400, as n8n does: many clients always send the header. Other bodies keep Fastify's parser and
 * its prototype-poisoning checks. Call before registering the routes (children inherit parsers).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(req, text, done);
  });
}

/** The security header settings (WEFT_SECURITY_FRAME_ANCESTORS). */
export interface SecurityHeadersConfig {
  /** The CSP `frame-ancestors` sources: who may show Weft's pages in a frame (default `'self'`). */
  frameAncestors: string;
}

/** Paths whose responses are the workflows' own (webhooks, forms): their headers are left alone. */
const WORKFLOW_RESPONSE = /^\/(webhook|webhook-test|webhook-waiting|form|form-test|form-waiting)(\/|$)/;

/** Security headers of the editor and the API: CSP frame-ancestors, nosniff and a referrer policy. */
export function addSecurityHeaders(
  app: FastifyInstance,
  config: SecurityHeadersConfig,
  endpoints: string[] = [],
): void {
  const own = endpoints.map((e) => `/${e.replace(/^\/+|\/+$/g, '')}/`);
  const frameAncestors = config.frameAncestors.trim() || "'self'";
  const xfo = frameAncestors === "'self'" ? 'SAMEORIGIN' : frameAncestors === "'none'" ? 'DENY' : undefined;
  // A callback hook, not an async one: it runs on every webhook call, which it leaves alone, and an
  // async hook costs a promise per response.
  app.addHook('onSend', (req, reply, payload, done) => {
    const query = req.url.indexOf('?');
    const path = query < 0 ? req.url : req.url.slice(0, query);
    if (WORKFLOW_RESPONSE.test(path) || own.some((p) => path.startsWith(p))) return done(null, payload);
    // A route's own policy (e.g. `sandbox` on served binary data) is kept, with frame-ancestors added.
    const routePolicy = reply.getHeader('content-security-policy');
    const policy =
      typeof routePolicy === 'string' && routePolicy.trim() ? routePolicy.trim().replace(/;?\s*$/, '') : '';
    if (!/frame-ancestors/.test(policy))
      reply.header(
        'content-security-policy',
        policy ? `${policy}; frame-ancestors ${frameAncestors}` : `frame-ancestors ${frameAncestors}`,
      );
    if (xfo) reply.header('x-frame-options', xfo);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
}
