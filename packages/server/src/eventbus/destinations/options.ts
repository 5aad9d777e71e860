import { normalizeEventName } from '../event-names.js';

/** n8n's destination type names, kept so n8n-shaped settings work as they are. */
export const DESTINATION_TYPES = {
  webhook: '$$MessageEventBusDestinationWebhook',
  syslog: '$$MessageEventBusDestinationSyslog',
  sentry: '$$MessageEventBusDestinationSentry',
} as const;

/** One of {@link DESTINATION_TYPES}. */
export type DestinationType = (typeof DESTINATION_TYPES)[keyof typeof DESTINATION_TYPES];

/** What every destination has (n8n's MessageEventBusDestinationOptions). */
export interface DestinationBase {
  __type: DestinationType;
  id: string;
  label: string;
  enabled: boolean;
  /** Event names or group prefixes (`weft.workflow`, `n8n.audit`), or `*`. */
  subscribedEvents: string[];
  /** Drops personal fields (`_email`, `_firstName`, `_lastName`) from audit events. */
  anonymizeAuditMessages: boolean;
}

/** A name/value list, as n8n's webhook destination keeps headers and query parameters. */
export interface ParameterList {
  parameters: Array<{ name: string; value: string }>;
}

/** A webhook destination: each event is sent as JSON to `url`. */
export interface WebhookDestination extends DestinationBase {
  __type: typeof DESTINATION_TYPES.webhook;
  url: string;
  /** Any HTTP method; GET and HEAD send the event as query parameters. Default POST. */
  method: string;
  sendHeaders?: boolean;
  headerParameters?: ParameterList;
  sendQuery?: boolean;
  queryParameters?: ParameterList;
  /** 'genericCredentialType' signs requests with the credential named by `genericAuthType`. */
  authentication?: 'none' | 'genericCredentialType';
  /** Credential type: httpBasicAuth, httpHeaderAuth, httpQueryAuth or httpBearerAuth. */
  genericAuthType?: string;
  /** Credentials by type, n8n's node shape: `{httpBasicAuth: {id, name}}`. */
  credentials?: Record<string, { id: string; name?: string }>;
  /** Only this status counts as delivered when `responseCodeMustMatch`. */
  responseCodeMustMatch?: boolean;
  expectedStatusCode?: number;
  options?: { timeout?: number; redirect?: { followRedirects?: boolean } };
}

/** A syslog destination: RFC 5424 messages over UDP or TCP (octet counting). */
export interface SyslogDestination extends DestinationBase {
  __type: typeof DESTINATION_TYPES.syslog;
  host: string;
  port: number;
  protocol: 'udp' | 'tcp';
  /** Syslog facility number, 0–23 (16 = local0, the default). */
  facility: number;
  app_name: string;
}

/** A Sentry destination: events go to the DSN's envelope endpoint. */
export interface SentryDestination extends DestinationBase {
  __type: typeof DESTINATION_TYPES.sentry;
  dsn: string;
}

/** Any destination's settings. */
export type DestinationOptions = WebhookDestination | SyslogDestination | SentryDestination;

/** Raised for settings that cannot be saved; the message says what to fix. */
export class DestinationOptionsError extends Error {}

function fail(message: string): never {
  throw new DestinationOptionsError(message);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function parameterList(value: unknown, field: string): ParameterList | undefined {
  if (value === undefined || value === null) return undefined;
  const list = isObject(value) ? value.parameters : value;
  if (!Array.isArray(list)) fail(`"${field}" must be {"parameters": [{"name": "…", "value": "…"}]}`);
  const parameters = list.map((entry, i) => {
    if (!isObject(entry) || typeof entry.name !== 'string' || !entry.name.trim())
      fail(`"${field}.parameters[${i}]" needs a "name"`);
    return {
      name: entry.name.trim(),
      value: entry.value === undefined || entry.value === null ? '' : String(entry.value),
    };
  });
  return { parameters };
}

/**
 * Checks and completes destination settings sent by the editor (n8n's shapes). `id` is the id to
 * use when the body has none. Throws {@link DestinationOptionsError} naming the wrong field.
 */
export function parseDestinationOptions(body: unknown, id: string): DestinationOptions {
  if (!isObject(body)) fail('The destination must be a JSON object');
  const type = body.__type;
  if (typeof type !== 'string' || !Object.values(DESTINATION_TYPES).includes(type as DestinationType)) {
    fail(`"__type" must be one of ${Object.values(DESTINATION_TYPES).join(', ')}`);
  }
  if (
    body.subscribedEvents !== undefined &&
    (!Array.isArray(body.subscribedEvents) || !body.subscribedEvents.every((e) => typeof e === 'string'))
  ) {
    fail(
      '"subscribedEvents" must be a list of event names or groups, e.g. ["weft.workflow", "weft.audit.user.login.success"]',
    );
  }
  if (body.label !== undefined && typeof body.label !== 'string') fail('"label" must be a string');
  const base = {
    id: typeof body.id === 'string' && body.id.trim() ? body.id.trim() : id,
    label: typeof body.label === 'string' && body.label.trim() ? body.label.trim() : 'My destination',
    enabled: body.enabled !== false,
    subscribedEvents: (body.subscribedEvents ?? []).map((e) => normalizeEventName(e)).filter((e) => e !== ''),
    anonymizeAuditMessages: body.anonymizeAuditMessages === true,
  };
  if (type === DESTINATION_TYPES.webhook) return webhookOptions(body, base);
  if (type === DESTINATION_TYPES.syslog) return syslogOptions(body, base);
  return sentryOptions(body, base);
}

function webhookOptions(body: Record<string, unknown>, base: Omit<DestinationBase, '__type'>): WebhookDestination {
  const url = typeof body.url === 'string' ? body.url.trim() : '';
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    /* reported below */
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    fail('"url" must be an http:// or https:// URL');
  const method = body.method === undefined ? 'POST' : String(body.method).trim().toUpperCase();
  if (!/^[A-Z]+$/.test(method)) fail('"method" must be an HTTP method such as POST or PUT');
  const authentication = body.authentication === 'genericCredentialType' ? 'genericCredentialType' : 'none';
  const out: WebhookDestination = { __type: DESTINATION_TYPES.webhook, ...base, url, method, authentication };
  const headers = parameterList(body.headerParameters, 'headerParameters');
  if (headers) out.headerParameters = headers;
  if (typeof body.sendHeaders === 'boolean') out.sendHeaders = body.sendHeaders;
  const query = parameterList(body.queryParameters, 'queryParameters');
  if (query) out.queryParameters = query;
  if (typeof body.sendQuery === 'boolean') out.sendQuery = body.sendQuery;
  if (authentication === 'genericCredentialType') {
    const authType = typeof body.genericAuthType === 'string' ? body.genericAuthType : '';
    if (!['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth'].includes(authType)) {
      fail('"genericAuthType" must be httpBasicAuth, httpHeaderAuth, httpQueryAuth or httpBearerAuth');
    }
    const ref = isObject(body.credentials) ? body.credentials[authType] : undefined;
    if (!isObject(ref) || typeof ref.id !== 'string' || !ref.id)
      fail(`"credentials.${authType}.id" must name the credential to sign requests with`);
    out.genericAuthType = authType;
    out.credentials = { [authType]: { id: ref.id, ...(typeof ref.name === 'string' ? { name: ref.name } : {}) } };
  }
  if (body.responseCodeMustMatch === true) {
    const code = Number(body.expectedStatusCode ?? 200);
    if (!Number.isInteger(code) || code < 100 || code > 599) fail('"expectedStatusCode" must be an HTTP status');
    out.responseCodeMustMatch = true;
    out.expectedStatusCode = code;
  }
  if (isObject(body.options)) {
    const options: NonNullable<WebhookDestination['options']> = {};
    if (body.options.timeout !== undefined) {
      const timeout = Number(body.options.timeout);
      if (!Number.isFinite(timeout) || timeout <= 0) fail('"options.timeout" must be a number of milliseconds');
      options.timeout = timeout;
    }
    if (isObject(body.options.redirect))
      options.redirect = { followRedirects: body.options.redirect.followRedirects !== false };
    out.options = options;
  }
  return out;
}

function syslogOptions(body: Record<string, unknown>, base: Omit<DestinationBase, '__type'>): SyslogDestination {
  const host = typeof body.host === 'string' ? body.host.trim() : '';
  if (!host) fail('"host" must name the syslog server');
  const port = Number(body.port ?? 514);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail('"port" must be a port number (1-65535)');
  const protocol = body.protocol === undefined ? 'udp' : body.protocol;
  if (protocol !== 'udp' && protocol !== 'tcp') fail('"protocol" must be "udp" or "tcp"');
  const facility = Number(body.facility ?? 16);
  if (!Number.isInteger(facility) || facility < 0 || facility > 23)
    fail('"facility" must be a syslog facility number, 0-23 (16 is local0)');
  const appName = body.app_name === undefined ? 'Weft' : String(body.app_name).trim();
  if (!/^[!-~]{1,48}$/.test(appName)) fail('"app_name" must be 1-48 printable characters without spaces');
  return { __type: DESTINATION_TYPES.syslog, ...base, host, port, protocol, facility, app_name: appName };
}

function sentryOptions(body: Record<string, unknown>, base: Omit<DestinationBase, '__type'>): SentryDestination {
  const dsn = typeof body.dsn === 'string' ? body.dsn.trim() : '';
  let parsed: URL | undefined;
  try {
    parsed = new URL(dsn);
  } catch {
    /* reported below */
  }
  if (!parsed || !parsed.username || !/\/\d+$|\/[^/]+$/.test(parsed.pathname) || parsed.pathname === '/') {
    fail('"dsn" must be a Sentry DSN like https://<public key>@<host>/<project id>');
  }
  return { __type: DESTINATION_TYPES.sentry, ...base, dsn };
}
