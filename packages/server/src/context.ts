import type { BuiltinNodes } from '@weft/nodes/loader';
import type { CredentialType, NodeTypeRegistry } from '@weft/workflow';
import { SessionStore } from './auth/sessions.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { EventBus } from './eventbus/bus.js';
import { SettingsRepository } from './repositories/settings.js';
import { UserRepository } from './repositories/users.js';
import type { ActiveWorkflowService, CredentialService, ExecutionService, PushHub } from './services/contracts.js';

/**
 * Everything a route needs: configuration, storage and services. Built once per server by
 * {@link baseContext} and `createServices`, and never changed afterwards: every field is
 * read-only and the object is frozen, so what a process runs with is what it was built with
 * (a queue worker's or the CLI's own push hub is an option of `createServices`, not a later
 * assignment).
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
  readonly push: PushHub;
  readonly executions: ExecutionService;
  readonly activeWorkflows: ActiveWorkflowService;
  readonly credentials: CredentialService;
  /** Version of the running build, for /settings. */
  readonly version: string;
  readonly instanceId: string;
  /** Log streaming: every process publishes here; main delivers to destinations. */
  readonly eventBus: EventBus;
}

/** The services `createServices` adds to a {@link BaseContext}. */
export type ServiceKeys = 'push' | 'executions' | 'activeWorkflows' | 'credentials';

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
    version,
    instanceId,
    eventBus: new EventBus(db, config.logStreaming.enabled),
  };
}
