import type { BuiltinNodes } from '@weft/nodes/loader';
import type { CredentialType, NodeTypeRegistry } from '@weft/workflow';
import { SessionStore } from './auth/sessions.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { EventBus } from './eventbus/bus.js';
import { SettingsRepository } from './repositories/settings.js';
import { UserRepository } from './repositories/users.js';
import type { ActiveWorkflowService, CredentialService, ExecutionService, PushHub } from './services/contracts.js';

/** Everything a route needs: configuration, storage and services. Built once per server. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  users: UserRepository;
  settings: SettingsRepository;
  sessions: SessionStore;
  nodeTypes: NodeTypeRegistry & {
    register(type: import('@weft/workflow').NodeType): void;
    unregister(name: string): void;
  };
  credentialTypes: CredentialType[];
  /** Filled in by `createServices` once every service exists. */
  push: PushHub;
  executions: ExecutionService;
  activeWorkflows: ActiveWorkflowService;
  credentials: CredentialService;
  /** Version of the running build, for /settings. */
  version: string;
  instanceId: string;
  /** Log streaming: every process publishes here; main delivers to destinations. */
  eventBus: EventBus;
}

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
): Omit<ServerContext, 'push' | 'executions' | 'activeWorkflows' | 'credentials'> {
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
