import { homedir } from 'node:os';
import { dbTypeOf } from './db/db-type.js';
import { join } from 'node:path';
import { ssrfPolicyFromEnv } from '@weft/engine';
import { DEFAULT_SAVED_ITEMS_PER_OUTPUT, DEFAULT_STREAM_BATCH_SIZE } from '@weft/workflow';
import { parseNodesExclude } from '@weft/nodes/loader';
import { loadExternalSecretsConfig, type ExternalSecretsConfig } from './external-secrets/config.js';

/** Everything the server reads from its environment. One table in the README lists them. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Data folder (`~/.weft`). */
  home: string;
  db: { type: 'sqlite'; file: string } | { type: 'postgresdb'; url: string };
  /** Key that encrypts credentials; from WEFT_ENCRYPTION_KEY or generated into home/config. */
  encryptionKey?: string;
  /** Public base URL of the instance (webhooks, OAuth callbacks, invite links). */
  baseUrl: string;
  editorBaseUrl: string;
  timezone: string;
  executionsMode: 'regular' | 'queue';
  executionTimeout: number;
  maxExecutionTimeout: number;
  saveDataErrorExecution: 'all' | 'none';
  saveDataSuccessExecution: 'all' | 'none';
  saveManualExecutions: boolean;
  /**
   * Items of one node output kept in a saved execution (`WEFT_EXECUTIONS_DATA_MAX_ITEMS`, default
   * 100 000; 0 keeps all): the run passes every item on, the saved copy keeps the first ones and
   * says how many there were. Waiting executions are always saved whole. It is also what a run
   * keeps of the outputs inside a chain of Set, If, Filter… nodes that a large input goes through in
   * batches (the engine's `streaming`).
   */
  savedItemsPerOutput: number;
  /**
   * Items per batch when a large input goes through a chain of Set, If, Filter… nodes
   * (`WEFT_EXECUTIONS_STREAM_BATCH_SIZE`, default 10 000); 0 runs every node once over all its items.
   */
  streamBatchSize: number;
  endpointWebhook: string;
  endpointWebhookTest: string;
  pushBackend: 'sse' | 'websocket';
  production: boolean;
  /** WEFT_ENV=development: error replies carry the stack (never otherwise; the log always keeps it). */
  development: boolean;
  /** Security headers of the editor and API: CSP frame-ancestors (WEFT_SECURITY_FRAME_ANCESTORS, default `'self'`). */
  security: { frameAncestors: string };
  sharingEnabled: boolean;
  /**
   * What nodes may read from the disk (Execute Workflow's local file): only below `restrictTo`
   * when set (WEFT_RESTRICT_FILE_ACCESS_TO, `;`-separated folders), and never Weft's own data
   * folder unless WEFT_BLOCK_FILE_ACCESS_TO_WEFT_FILES=false (n8n's N8N_ names work too).
   */
  fileAccess: { restrictTo: string[]; blockWeftFiles: boolean };
  /**
   * Node types this instance leaves out (WEFT_NODES_EXCLUDE or n8n's NODES_EXCLUDE: a JSON array or
   * a comma-separated list), Weft's names. Default: Execute Command and Local File Trigger.
   */
  nodesExclude: string[];
  /** Which workflows may call a workflow that does not say (WEFT_WORKFLOW_CALLER_POLICY_DEFAULT_OPTION; n8n's name works too). */
  workflowCallerPolicyDefault: CallerPolicy;
  /** Public API under /api/v1: off with WEFT_PUBLIC_API_DISABLED=true; its Swagger UI off with WEFT_PUBLIC_API_SWAGGERUI_DISABLED=true. */
  /** `rateLimit`: requests per minute per API key (WEFT_PUBLIC_API_RATE_LIMIT, default 600; 0 turns it off). */
  publicApi: { disabled: boolean; swaggerUi: boolean; rateLimit?: number };
  smtp: { host?: string; port: number; secure: boolean; user?: string; pass?: string; sender: string };
  blockEnvAccessInNode: boolean;
  sessionDays: number;
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /** Single sign-on features: LDAP (WEFT_SSO_LDAP_ENABLED) and SAML (WEFT_SSO_SAML_ENABLED), both on unless set to false. */
  sso: { ldap: boolean; saml: boolean };
  /** Queue mode: Redis URL (WEFT_REDIS_URL, `redis://host:port`); required there. */
  redisUrl?: string;
  /** Queue mode: prefix of every Redis key and channel (WEFT_REDIS_PREFIX, `weft`). */
  redisPrefix: string;
  /**
   * Execution retention (on by default, as in n8n): finished executions older than `maxAgeHours`
   * or beyond the newest `maxCount` (0 = no limit) are soft-deleted, then deleted with their
   * binary data `hardDeleteBufferHours` later; a pass runs every `intervalMs`.
   * WEFT_EXECUTIONS_DATA_PRUNE, _MAX_AGE, _PRUNE_MAX_COUNT, _HARD_DELETE_BUFFER (n8n's EXECUTIONS_DATA_* names work too).
   */
  executionsPruning: {
    enabled: boolean;
    maxAgeHours: number;
    maxCount: number;
    hardDeleteBufferHours: number;
    intervalMs: number;
  };
  /**
   * Binary data: inline in execution data (`default`) or files under `path` (`filesystem`;
   * WEFT_BINARY_DATA_MODE, WEFT_BINARY_DATA_PATH). In `default` mode, payloads larger than
   * `inlineMaxBytes` go to files under `path` too (WEFT_BINARY_DATA_INLINE_MAX_BYTES; 0: none).
   */
  binaryData: { mode: 'default' | 'filesystem'; path: string; inlineMaxBytes: number };
  /** Waiting executions (Wait node): poll interval (WEFT_WAIT_POLL_INTERVAL, s) and longest in-process sleep (WEFT_WAIT_IN_PROCESS_MAX, s). */
  waits: { pollIntervalMs: number; inProcessMaxMs: number };
  /** Queue mode: job locks, stalled-job handling and graceful shutdown. */
  queue: {
    /** How long a worker's lock on a job lasts without renewal (WEFT_QUEUE_LOCK_DURATION_MS). */
    lockDurationMs: number;
    /** How often workers look for stalled jobs (WEFT_QUEUE_STALLED_INTERVAL_MS). */
    stalledIntervalMs: number;
    /** What happens to the execution of a stalled job (WEFT_QUEUE_STALLED_ACTION). */
    stalledAction: 'crash' | 'retry';
    /** Seconds a stopping worker gives its running jobs (WEFT_GRACEFUL_SHUTDOWN_TIMEOUT). */
    gracefulShutdownTimeout: number;
  };
  /** Log streaming (WEFT_LOG_STREAMING_ENABLED) and the timing of its deliveries (WEFT_EVENTBUS_*). */
  logStreaming: {
    enabled: boolean;
    pollIntervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    retentionDays: number;
    timeoutMs: number;
  };
  /** Community node packages: installs allowed (WEFT_COMMUNITY_PACKAGES_ENABLED), npm --offline (WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE), update checks for registry installs (WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES). */
  communityPackages: { enabled: boolean; npmOffline: boolean; checkUpdates: boolean };
  /** Templates: on unless WEFT_TEMPLATES_ENABLED=false; the host is this instance's `/templates-api/` unless WEFT_TEMPLATES_HOST says otherwise. */
  templates: { enabled: boolean; host: string };
  /** Version notifications: off unless WEFT_VERSION_NOTIFICATIONS_ENABLED=true and an endpoint is set. */
  versionNotifications: { enabled: boolean; endpoint: string; infoUrl: string };
  /** Editor prompts: the personalization survey (stored locally, on by default) and the onboarding-call, contact and value-survey prompts (external, off by default). */
  prompts: {
    personalizationSurvey: boolean;
    onboardingCall: boolean;
    contact: boolean;
    valueSurvey: boolean;
    host: string;
  };
  /**
   * Editor telemetry (WEFT_DIAGNOSTICS_ENABLED, or n8n's N8N_DIAGNOSTICS_ENABLED; off by default):
   * the editor posts its events to this instance, which publishes them on the event bus. Nothing
   * leaves the instance unless the operator streams the `weft.telemetry` group to a destination.
   */
  diagnostics: { enabled: boolean };
  /** External secrets providers set by the environment (external-secrets/config.ts). */
  externalSecrets: ExternalSecretsConfig;
  /** Scripts the editor loads at start to run external front-end hooks (WEFT_EXTERNAL_FRONTEND_HOOKS_URLS, or n8n's EXTERNAL_FRONTEND_HOOKS_URLS; `;`-separated). */
  externalFrontendHooksUrls: string[];
  /** The editor's language (WEFT_DEFAULT_LOCALE, or n8n's N8N_DEFAULT_LOCALE; `en`), sent as the settings' `defaultLocale`. */
  defaultLocale: string;
  /** How long one expression may run before it is stopped, in ms (WEFT_EXPRESSION_TIMEOUT_MS, 5000; 0: no limit), as `weft execute` reads it. */
  expressionTimeoutMs: number;
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return v === 'true' || v === '1';
}

function num(v: string | undefined, fallback: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
}

/** WEFT_BINARY_DATA_MODE: `default` (inline) or `filesystem`; anything else is refused by name. */
/** Who may call a workflow as a sub-workflow (a workflow's `settings.callerPolicy`). */
export type CallerPolicy = 'any' | 'none' | 'workflowsFromAList' | 'workflowsFromSameOwner';

const CALLER_POLICIES: readonly CallerPolicy[] = ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'];

function callerPolicy(v: string | undefined): CallerPolicy {
  if (v === undefined || v === '') return 'workflowsFromSameOwner';
  if ((CALLER_POLICIES as readonly string[]).includes(v)) return v as CallerPolicy;
  throw new Error(
    `WEFT_WORKFLOW_CALLER_POLICY_DEFAULT_OPTION must be one of ${CALLER_POLICIES.join(', ')}, not "${v}"`,
  );
}

/** The default largest inline payload: 1 MiB (see {@link binaryInlineMax}). */
const DEFAULT_INLINE_MAX_BYTES = 1024 * 1024;

/**
 * WEFT_BINARY_DATA_INLINE_MAX_BYTES. Unset: 1 MiB in regular mode. Most payloads (API answers,
 * small images, CSV exports) are below it and stay in the execution as before; a PDF, a video or
 * an archive above it costs one file instead of several copies of its base64 text in memory. In
 * queue mode the default is 0 (everything inline): workers may run on other machines, and a
 * file only one of them can read would break the run; a shared WEFT_BINARY_DATA_PATH and an
 * explicit limit turn it on.
 */
function binaryInlineMax(v: string | undefined, queue: boolean): number {
  if (v === undefined || v.trim() === '') return queue ? 0 : DEFAULT_INLINE_MAX_BYTES;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(
      `WEFT_BINARY_DATA_INLINE_MAX_BYTES must be a whole number of bytes (0 keeps every payload inline), not "${v}"`,
    );
  return n;
}

function binaryDataMode(v: string | undefined): 'default' | 'filesystem' {
  if (v === undefined || v === '' || v === 'default') return 'default';
  if (v === 'filesystem') return 'filesystem';
  throw new Error(
    `WEFT_BINARY_DATA_MODE must be "default" (binary data inline in the execution data) or "filesystem" (files under WEFT_BINARY_DATA_PATH), not "${v}"`,
  );
}

/**
 * WEFT_EXTERNAL_FRONTEND_HOOKS_URLS: `;`-separated script URLs, each absolute http(s) or a path on
 * this site (`/hooks.js`); anything else is refused by name so a typo does not fail silently.
 */
export function parseHooksUrls(v: string | undefined): string[] {
  const urls = (v ?? '')
    .split(';')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (url.startsWith('/') && !url.startsWith('//')) continue;
    let ok: boolean;
    try {
      const parsed = new URL(url);
      ok = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      ok = false;
    }
    if (!ok)
      throw new Error(
        `WEFT_EXTERNAL_FRONTEND_HOOKS_URLS holds "${url}": each entry must be an http:// or https:// URL or a path starting with "/", separated by ";"`,
      );
  }
  return urls;
}

/**
 * WEFT_DEFAULT_LOCALE (or n8n's N8N_DEFAULT_LOCALE): a language tag such as `en`, `de` or `pt-BR`;
 * unset is `en`. Anything that is not a language tag is refused by name. Whether the editor has
 * that language is the editor's business: it falls back to English for one it does not have.
 */
export function parseDefaultLocale(env: Record<string, string | undefined>): string {
  const name = env.WEFT_DEFAULT_LOCALE ? 'WEFT_DEFAULT_LOCALE' : 'N8N_DEFAULT_LOCALE';
  const value = (env.WEFT_DEFAULT_LOCALE || env.N8N_DEFAULT_LOCALE || '').trim();
  if (!value) return 'en';
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) {
    throw new Error(
      `${name} must be a language tag such as "en" or "de" (the editor ships English and German), not "${value}"`,
    );
  }
  return value;
}

/** WEFT_EXPRESSION_TIMEOUT_MS: milliseconds one expression may run (0: no limit); unset is 5000, anything else is refused by name. */
export function parseExpressionTimeout(v: string | undefined): number {
  if (v === undefined || v.trim() === '') return 5000;
  const ms = Number(v);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`WEFT_EXPRESSION_TIMEOUT_MS must be a number of milliseconds (0 for no limit), not "${v}"`);
  return ms;
}

/** Reads the configuration from environment variables (see the README's settings table). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const home = env.WEFT_HOME ?? join(homedir(), '.weft');
  const port = num(env.WEFT_PORT, 5678);
  const host = env.WEFT_LISTEN_ADDRESS ?? '0.0.0.0';
  const dbType = dbTypeOf(env);
  if (dbType === 'postgresdb' && !env.WEFT_DB_URL) {
    throw new Error('WEFT_DB_TYPE=postgresdb needs WEFT_DB_URL (postgres://user:password@host:port/database)');
  }
  const baseUrl = (env.WEFT_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  // The outgoing-request guard reads its own variables when it runs; a bad entry is refused at start.
  ssrfPolicyFromEnv(env);
  return {
    port,
    host,
    home,
    db:
      dbType === 'postgresdb'
        ? { type: 'postgresdb', url: env.WEFT_DB_URL! }
        : { type: 'sqlite', file: env.WEFT_DB_SQLITE_FILE ?? join(home, 'database.sqlite') },
    encryptionKey: env.WEFT_ENCRYPTION_KEY || undefined,
    baseUrl,
    editorBaseUrl: (env.WEFT_EDITOR_BASE_URL ?? baseUrl).replace(/\/$/, ''),
    timezone: env.WEFT_TIMEZONE ?? env.GENERIC_TIMEZONE ?? 'America/New_York',
    executionsMode: env.WEFT_EXECUTIONS_MODE === 'queue' ? 'queue' : 'regular',
    executionTimeout: num(env.WEFT_EXECUTIONS_TIMEOUT, -1),
    maxExecutionTimeout: num(env.WEFT_EXECUTIONS_TIMEOUT_MAX, 3600),
    saveDataErrorExecution: env.WEFT_EXECUTIONS_DATA_SAVE_ON_ERROR === 'none' ? 'none' : 'all',
    saveDataSuccessExecution: env.WEFT_EXECUTIONS_DATA_SAVE_ON_SUCCESS === 'none' ? 'none' : 'all',
    saveManualExecutions: bool(env.WEFT_EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS, true),
    savedItemsPerOutput: num(env.WEFT_EXECUTIONS_DATA_MAX_ITEMS, DEFAULT_SAVED_ITEMS_PER_OUTPUT),
    streamBatchSize: num(env.WEFT_EXECUTIONS_STREAM_BATCH_SIZE, DEFAULT_STREAM_BATCH_SIZE),
    endpointWebhook: env.WEFT_ENDPOINT_WEBHOOK ?? 'webhook',
    endpointWebhookTest: env.WEFT_ENDPOINT_WEBHOOK_TEST ?? 'webhook-test',
    pushBackend: env.WEFT_PUSH_BACKEND === 'websocket' ? 'websocket' : 'sse',
    production: env.NODE_ENV === 'production',
    development: env.WEFT_ENV === 'development',
    security: {
      frameAncestors:
        (env.WEFT_SECURITY_FRAME_ANCESTORS ?? '').replace(/,/g, ' ').replace(/\s+/g, ' ').trim() || "'self'",
    },
    sharingEnabled: bool(env.WEFT_SHARING_ENABLED, true),
    fileAccess: {
      restrictTo: (env.WEFT_RESTRICT_FILE_ACCESS_TO ?? env.N8N_RESTRICT_FILE_ACCESS_TO ?? '')
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean),
      blockWeftFiles: bool(env.WEFT_BLOCK_FILE_ACCESS_TO_WEFT_FILES ?? env.N8N_BLOCK_FILE_ACCESS_TO_N8N_FILES, true),
    },
    nodesExclude: parseNodesExclude(env.WEFT_NODES_EXCLUDE ?? env.NODES_EXCLUDE),
    workflowCallerPolicyDefault: callerPolicy(
      env.WEFT_WORKFLOW_CALLER_POLICY_DEFAULT_OPTION ?? env.N8N_WORKFLOW_CALLER_POLICY_DEFAULT_OPTION,
    ),
    publicApi: {
      disabled: bool(env.WEFT_PUBLIC_API_DISABLED, false),
      swaggerUi: !bool(env.WEFT_PUBLIC_API_SWAGGERUI_DISABLED, false),
      rateLimit: num(env.WEFT_PUBLIC_API_RATE_LIMIT, 600),
    },
    smtp: {
      host: env.WEFT_SMTP_HOST,
      port: num(env.WEFT_SMTP_PORT, 465),
      secure: bool(env.WEFT_SMTP_SSL, true),
      user: env.WEFT_SMTP_USER,
      pass: env.WEFT_SMTP_PASS,
      sender: env.WEFT_SMTP_SENDER ?? 'Weft <weft@localhost>',
    },
    blockEnvAccessInNode: bool(env.WEFT_BLOCK_ENV_ACCESS_IN_NODE, true),
    sessionDays: num(env.WEFT_SESSION_DAYS, 7),
    loginRateLimit: {
      max: num(env.WEFT_LOGIN_RATE_LIMIT, 10),
      windowMs: num(env.WEFT_LOGIN_RATE_WINDOW_MS, 5 * 60_000),
    },
    logLevel: env.WEFT_LOG_LEVEL ?? 'info',
    sso: { ldap: bool(env.WEFT_SSO_LDAP_ENABLED, true), saml: bool(env.WEFT_SSO_SAML_ENABLED, true) },
    redisUrl: env.WEFT_REDIS_URL || undefined,
    redisPrefix: env.WEFT_REDIS_PREFIX || 'weft',
    executionsPruning: {
      enabled: bool(env.WEFT_EXECUTIONS_DATA_PRUNE ?? env.EXECUTIONS_DATA_PRUNE, true),
      maxAgeHours: Math.max(0, num(env.WEFT_EXECUTIONS_DATA_MAX_AGE ?? env.EXECUTIONS_DATA_MAX_AGE, 336)),
      maxCount: Math.max(
        0,
        Math.floor(num(env.WEFT_EXECUTIONS_DATA_PRUNE_MAX_COUNT ?? env.EXECUTIONS_DATA_PRUNE_MAX_COUNT, 10_000)),
      ),
      hardDeleteBufferHours: Math.max(
        0,
        num(env.WEFT_EXECUTIONS_DATA_HARD_DELETE_BUFFER ?? env.EXECUTIONS_DATA_HARD_DELETE_BUFFER, 1),
      ),
      intervalMs: Math.max(1000, num(env.WEFT_EXECUTIONS_DATA_PRUNE_INTERVAL_MS, 15 * 60_000)),
    },
    binaryData: {
      mode: binaryDataMode(env.WEFT_BINARY_DATA_MODE),
      path: env.WEFT_BINARY_DATA_PATH || join(home, 'binaryData'),
      inlineMaxBytes: binaryInlineMax(env.WEFT_BINARY_DATA_INLINE_MAX_BYTES, env.WEFT_EXECUTIONS_MODE === 'queue'),
    },
    waits: {
      pollIntervalMs: Math.max(50, num(env.WEFT_WAIT_POLL_INTERVAL, 60) * 1000),
      inProcessMaxMs: Math.max(0, num(env.WEFT_WAIT_IN_PROCESS_MAX, 65) * 1000),
    },
    queue: {
      lockDurationMs: num(env.WEFT_QUEUE_LOCK_DURATION_MS, 5000),
      stalledIntervalMs: num(env.WEFT_QUEUE_STALLED_INTERVAL_MS, 5000),
      stalledAction: env.WEFT_QUEUE_STALLED_ACTION === 'retry' ? 'retry' : 'crash',
      gracefulShutdownTimeout: num(env.WEFT_GRACEFUL_SHUTDOWN_TIMEOUT, 30),
    },
    logStreaming: {
      enabled: bool(env.WEFT_LOG_STREAMING_ENABLED, true),
      pollIntervalMs: Math.max(10, num(env.WEFT_EVENTBUS_POLL_INTERVAL_MS, 1000)),
      retryBaseMs: Math.max(1, num(env.WEFT_EVENTBUS_RETRY_BASE_MS, 1000)),
      retryMaxMs: Math.max(1, num(env.WEFT_EVENTBUS_RETRY_MAX_MS, 300_000)),
      retentionDays: Math.max(1, num(env.WEFT_EVENTBUS_RETENTION_DAYS, 7)),
      timeoutMs: Math.max(100, num(env.WEFT_EVENTBUS_TIMEOUT_MS, 10_000)),
    },
    communityPackages: {
      enabled: bool(env.WEFT_COMMUNITY_PACKAGES_ENABLED, true),
      npmOffline: bool(env.WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE, false),
      checkUpdates: bool(env.WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES, true),
    },
    templates: {
      enabled: bool(env.WEFT_TEMPLATES_ENABLED, true),
      host: env.WEFT_TEMPLATES_HOST ? env.WEFT_TEMPLATES_HOST.replace(/\/?$/, '/') : `${baseUrl}/templates-api/`,
    },
    versionNotifications: {
      enabled: bool(env.WEFT_VERSION_NOTIFICATIONS_ENABLED, false) && !!env.WEFT_VERSION_NOTIFICATIONS_ENDPOINT,
      endpoint: env.WEFT_VERSION_NOTIFICATIONS_ENDPOINT ?? '',
      infoUrl: env.WEFT_VERSION_NOTIFICATIONS_INFO_URL ?? '',
    },
    prompts: {
      personalizationSurvey: bool(env.WEFT_PERSONALIZATION_SURVEY_ENABLED, true),
      onboardingCall: bool(env.WEFT_ONBOARDING_CALL_PROMPT_ENABLED, false) && !!env.WEFT_PROMPTS_HOST,
      contact: bool(env.WEFT_CONTACT_PROMPT_ENABLED, false) && !!env.WEFT_PROMPTS_HOST,
      valueSurvey: bool(env.WEFT_VALUE_SURVEY_ENABLED, false) && !!env.WEFT_PROMPTS_HOST,
      host: env.WEFT_PROMPTS_HOST ?? '',
    },
    diagnostics: { enabled: bool(env.WEFT_DIAGNOSTICS_ENABLED ?? env.N8N_DIAGNOSTICS_ENABLED, false) },
    externalSecrets: loadExternalSecretsConfig(env),
    externalFrontendHooksUrls: parseHooksUrls(
      env.WEFT_EXTERNAL_FRONTEND_HOOKS_URLS ?? env.EXTERNAL_FRONTEND_HOOKS_URLS,
    ),
    defaultLocale: parseDefaultLocale(env),
    expressionTimeoutMs: parseExpressionTimeout(env.WEFT_EXPRESSION_TIMEOUT_MS),
  };
}
