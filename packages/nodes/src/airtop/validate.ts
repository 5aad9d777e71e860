/**
 * The Airtop node's checks of its parameters, with n8n's messages, and of Airtop's answers (an
 * answer with `errors` fails with their messages, one a line, as n8n's node fails).
 */
import { NodeApiError, NodeOperationError, type ExecuteContext } from '@weft/workflow';

type Json = Record<string, any>;

/** n8n's messages for the node's own refusals. */
export const MESSAGES = {
  SESSION_ID_REQUIRED: "Please fill the 'Session ID' parameter",
  WINDOW_ID_REQUIRED: "Please fill the 'Window ID' parameter",
  PROFILE_NAME_INVALID: "'Profile Name' should only contain letters, numbers and dashes",
  TIMEOUT_MINUTES_INVALID: 'Timeout must be between 1 and 10080 minutes',
  TIMEOUT_REACHED: 'Timeout reached while waiting for the operation to complete',
  AGENT_TIMEOUT_INVALID: 'Timeout must be at least 10 seconds',
  AGENT_INVALID_WEBHOOK_URL:
    'Invalid agent webhook URL. Expected format: https://api.airtop.ai/api/hooks/agents/<agentId>/webhooks/...',
  URL_INVALID: "'URL' must start with 'http' or 'https'",
  PROFILE_NAME_REQUIRED: "'Profile Name' is required when 'Save Profile' is enabled",
  SCREEN_RESOLUTION_INVALID: "'Screen Resolution' must be in the format 'width x height' (e.g. '1280x720')",
  SCROLL_BY_AMOUNT_INVALID:
    "'Scroll By' amount must be a number and either a percentage or pixels (e.g. '100px' or '100%')",
  SCROLL_MODE_INVALID: "Please fill any of the 'Scroll To Edge' or 'Scroll By' parameters",
} as const;

/** "Please fill the '<field>' parameter". */
export const requiredMessage = (field: string) => `Please fill the '${field}' parameter`;

const fail = (ctx: ExecuteContext, i: number, message: string): never => {
  throw new NodeOperationError(ctx.getNode(), message, { itemIndex: i });
};
const text = (value: unknown) => String(value || '').trim();

/** A string parameter that must not be blank, trimmed. */
export function requiredString(ctx: ExecuteContext, i: number, name: string, field: string): string {
  const value = text(ctx.getNodeParameter(name, i, ''));
  return value || fail(ctx, i, requiredMessage(field));
}

/** The session id, trimmed, required. */
export function sessionIdOf(ctx: ExecuteContext, i: number): string {
  return text(ctx.getNodeParameter('sessionId', i, '')) || fail(ctx, i, MESSAGES.SESSION_ID_REQUIRED);
}

/** The session and window ids, trimmed, both required. */
export function sessionAndWindowOf(ctx: ExecuteContext, i: number): { sessionId: string; windowId: string } {
  const sessionId = text(ctx.getNodeParameter('sessionId', i, ''));
  const windowId = text(ctx.getNodeParameter('windowId', i, ''));
  if (!sessionId) fail(ctx, i, MESSAGES.SESSION_ID_REQUIRED);
  if (!windowId) fail(ctx, i, MESSAGES.WINDOW_ID_REQUIRED);
  return { sessionId, windowId };
}

/** The profile name: blank, or letters, digits and dashes. */
export function profileNameOf(ctx: ExecuteContext, i: number): string {
  const name = text(ctx.getNodeParameter('profileName', i, ''));
  if (name && !/^[a-zA-Z0-9-]+$/.test(name)) fail(ctx, i, MESSAGES.PROFILE_NAME_INVALID);
  return name;
}

/** The session's idle timeout in minutes (1 to 10080). */
export function timeoutMinutesOf(ctx: ExecuteContext, i: number): number {
  const minutes = ctx.getNodeParameter('timeoutMinutes', i, 10) as number;
  if (minutes < 1 || minutes > 10080) fail(ctx, i, MESSAGES.TIMEOUT_MINUTES_INVALID);
  return minutes;
}

/** The URL parameter: blank, or starting with `http`. */
export function urlOf(ctx: ExecuteContext, i: number): string {
  const url = text(ctx.getNodeParameter('url', i, ''));
  if (url && !url.startsWith('http')) fail(ctx, i, MESSAGES.URL_INVALID);
  return url;
}

/** The proxy setting as Airtop takes it: `false`, `true` or the integrated proxy's settings, or a proxy URL. */
export function proxyOf(ctx: ExecuteContext, i: number): boolean | string | Json {
  const mode = ctx.getNodeParameter('proxy', i, '');
  if (mode === 'integrated') {
    const config = (ctx.getNodeParameter('proxyConfig', i, '') ?? '') as Json | string;
    return config && typeof config === 'object' && Object.keys(config).length > 0 ? { ...config } : true;
  }
  if (mode === 'proxyUrl') return requiredString(ctx, i, 'proxyUrl', 'Proxy URL');
  return false;
}

/** A screen resolution such as `1280x720` (lower-cased), or blank. */
export function screenResolutionOf(ctx: ExecuteContext, i: number): string {
  const value = text(ctx.getNodeParameter('screenResolution', i, '')).toLowerCase();
  if (value && !/^\d{3,4}x\d{3,4}$/.test(value)) fail(ctx, i, MESSAGES.SCREEN_RESOLUTION_INVALID);
  return value;
}

/** Fails when an answer carries `errors`, with their messages one a line. */
export function checkAnswer(ctx: ExecuteContext, answer: unknown, i?: number): void {
  const errors = (answer as Json | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    throw new NodeApiError(
      ctx.getNode(),
      { message: (errors as Json[]).map((e) => e.message).join('\n') },
      i === undefined ? {} : { itemIndex: i },
    );
  }
}
