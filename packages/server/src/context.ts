import type { BinaryDataStore } from '@weft/engine';
import type { BuiltinNodes } from '@weft/nodes/loader';
import type { CredentialType, NodeTypeRegistry } from '@weft/workflow';
import { SessionStore } from './auth/sessions.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { EventBus } from './eventbus/bus.js';
import { SettingsRepository } from './repositories/settings.js';
import { UserRepository } from './repositories/users.js';
import type { MfaService } from './auth/mfa/service.js';
import type { ExternalSecretsManager } from './external-secrets/manager.js';
import type { TriggerGate } from './cluster/trigger-gate.js';
import type { CommunityPackages } from './community-nodes/service.js';
import type { ReadinessChecks } from './http/readiness-checks.js';
import type { WeftMetrics } from './metrics.js';
import type { ActiveWorkflowService, CredentialService, ExecutionService, PushHub } from './services/contracts.js';
import type { CredentialStore } from './services/credentials/store.js';

/**
 * Everything a route needs: configuration, storage and services. Built once per server by
 * {@link baseContext} and `createServices`, and never changed afterwards: every field is
 * read-only and the object is frozen, so what a process runs with is what it was built with
 * (a queue worker's or the CLI's own push hub is an option of `createServices`, not a later
 * assignment). The state a process keeps (credential store, metrics, community packages, …) is
 * here too, so that no module keeps state of its own keyed by a context.
 */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly users: UserRepository;
  readonly settings: SettingsRepository;
  readonly sessions: SessionStore;
  readonly nodeTypes: NodeTypeRegistry & {
    register(type: import('@weft/workflow').NodeType): void;
    unregister(name: string): void;
  };
  readonly credentialTypes: CredentialType[];
  /** The built-in node families: the types loaded so far, and loading the rest (`weft start` does after it listens). */
  readonly builtinNodes: Pick<BuiltinNodes, 'types' | 'complete' | 'loadAll'>;
  readonly push: PushHub;
  readonly executions: ExecutionService;
  readonly activeWorkflows: ActiveWorkflowService;
  readonly credentials: CredentialService;
  /** Version of the running build, for /settings. */
  readonly version: string;
  readonly instanceId: string;
  /** Log streaming: every process publishes here; main delivers to destinations. */
  readonly eventBus: EventBus;
  /** Credentials as stored (encrypted) and decrypted for runs; made on first use. */
  readonly credentialStore: CredentialStore;
  /** Multi-factor authentication: secrets, recovery codes, enforcement; made on first use. */
  readonly mfa: MfaService;
  /** The community packages installed here and the node types they add; made on first use. */
  readonly communityPackages: CommunityPackages;
  /** External secrets (`$secrets` in credentials): the providers and their values; made on first use. */
  readonly externalSecrets: ExternalSecretsManager;
  /** This process's Prometheus metrics (`/metrics`); made on first use. */
  readonly metrics: WeftMetrics;
  /** Where files that runs produce or download are kept (inline, or the file system). */
  readonly binaryData: BinaryDataStore;
  /** The checks `/healthz/readiness` makes besides the database (Redis in queue mode). */
  readonly readiness: ReadinessChecks;
  /** Whether the triggers of active workflows may fire now (in queue mode, while this main leads). */
  readonly triggerGate: TriggerGate;
}

/** The services and per-process state `createServices` adds to a {@link BaseContext}. */
export type ServiceKeys =
  | 'push'
  | 'executions'
  | 'activeWorkflows'
  | 'credentials'
  | 'credentialStore'
  | 'mfa'
  | 'communityPackages'
  | 'metrics'
  | 'externalSecrets'
  | 'binaryData'
  | 'readiness'
  | 'triggerGate';

/** The parts of a {@link ServerContext} that exist before its services. */
export type BaseContext = Omit<ServerContext, ServiceKeys>;

/**
 * The part of a {@link ServerContext} a service or helper reads, named at its signature so that
 * what it depends on shows there: `deps: ServerDeps<'db' | 'config'>`.
 */
export type ServerDeps<K extends keyof ServerContext> = Pick<ServerContext, K>;

/**
 * The parts of a context that exist before the services. `nodes` comes from `loadBuiltinNodes`
 * (`@weft/nodes/loader`): every family for a server, on demand for a one-off run.
 */
export function baseContext(
  config: ServerConfig,
  db: Db,
  version: string,
  instanceId: string,
  nodes: BuiltinNodes,
): BaseContext {
  return {
    config,
    db,
    users: new UserRepository(db),
    settings: new SettingsRepository(db),
    sessions: new SessionStore(db, config.sessionDays),
    nodeTypes: nodes.nodeTypes,
    credentialTypes: nodes.credentialTypes,
    builtinNodes: nodes,
    version,
    instanceId,
    eventBus: new EventBus(db, config.logStreaming.enabled),
  };
}
