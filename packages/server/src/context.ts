import { builtinCredentialTypes, enabledBuiltinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type CredentialType, type NodeTypeRegistry } from '@weft/workflow';
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
  nodeTypes: NodeTypeRegistry & { register(type: import('@weft/workflow').NodeType): void; unregister(name: string): void };
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

/** The parts of a context that exist before the services. */
export function baseContext(config: ServerConfig, db: Db, version: string, instanceId: string): Omit<ServerContext, 'push' | 'executions' | 'activeWorkflows' | 'credentials'> {
  return {
    config,
    db,
    users: new UserRepository(db),
    settings: new SettingsRepository(db),
    sessions: new SessionStore(db, config.sessionDays),
    nodeTypes: createNodeTypeRegistry(enabledBuiltinNodeTypes(config.nodesExclude)),
    credentialTypes: [...builtinCredentialTypes],
    version,
    instanceId,
    eventBus: new EventBus(db, config.logStreaming.enabled),
  };
}
