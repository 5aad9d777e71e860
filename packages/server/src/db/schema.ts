import type { Generated } from 'kysely';

/**
 * Tables as stored. JSON values are TEXT, booleans are 0/1 integers and times are ISO strings, so
 * SQLite and PostgreSQL store the same thing and repositories convert in one place.
 */
export interface UserTable {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  password: string | null;
  role: 'owner' | 'member' | 'default';
  personalizationAnswers: string | null;
  settings: string | null;
  apiKey: string | null;
  disabled: number;
  createdAt: string;
  updatedAt: string;
  /** Migration 015: 1 once TOTP MFA is on (see auth/mfa). */
  mfaEnabled?: number;
  /** Migration 015: the TOTP secret, encrypted with the instance's cipher. */
  mfaSecret?: string | null;
  /** Migration 015: JSON of the recovery codes (encrypted while pending, digests once on). */
  mfaRecoveryCodes?: string | null;
}

export interface SessionTable {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface WorkflowTable {
  id: string;
  name: string;
  active: number;
  nodes: string;
  connections: string;
  settings: string | null;
  staticData: string | null;
  pinData: string | null;
  meta: string | null;
  versionId: string;
  createdAt: string;
  updatedAt: string;
}

export interface SharedWorkflowTable {
  workflowId: string;
  userId: string;
  role: 'owner' | 'editor';
  createdAt: string;
}

export interface CredentialTable {
  id: string;
  name: string;
  type: string;
  /** AES-256-GCM ciphertext, base64. */
  data: string;
  /** JSON list of node types allowed to use it (migration 003). */
  nodesAccess: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SharedCredentialTable {
  credentialsId: string;
  userId: string;
  role: 'owner' | 'user';
  createdAt: string;
}

export interface TagTable {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface WorkflowTagTable {
  workflowId: string;
  tagId: string;
}

export interface ExecutionTable {
  id: Generated<number>;
  workflowId: string | null;
  workflowName: string | null;
  mode: string;
  status: string;
  finished: number;
  retryOf: string | null;
  retrySuccessId: string | null;
  startedAt: string;
  stoppedAt: string | null;
  waitTill: string | null;
  /** The workflow as it ran (JSON). */
  workflowData: string;
  /** `{resultData: …}` and the run's start data (JSON). */
  data: string;
  /** When the retention pass soft-deleted it (hidden everywhere; hard-deleted later); null otherwise. */
  deletedAt: string | null;
}

/** One key of an execution's custom data (`resultData.metadata`, migration 016). */
export interface ExecutionMetadataTable {
  id: Generated<number>;
  executionId: number;
  key: string;
  value: string;
}

export interface WebhookTable {
  workflowId: string;
  webhookPath: string;
  method: string;
  node: string;
  webhookId: string | null;
  pathLength: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface ActivationErrorTable {
  workflowId: string;
  error: string;
  createdAt: string;
}

export interface VariableTable {
  id: string;
  key: string;
  value: string;
}

/** A community node package (migration 010); `installedNodes` is JSON `[{name, type, latestVersion}]`. */
export interface InstalledPackagesTable {
  packageName: string;
  installedVersion: string;
  authorName: string | null;
  authorEmail: string | null;
  installedNodes: string;
  createdAt: string;
  updatedAt: string;
  /** `registry` or `tarball` (migration 012; null for rows written before it). */
  source: string | null;
  /** SHA-256 (hex) of the tarball a `tarball` package was installed from. */
  tarballSha256: string | null;
}

/** The bytes of a community package installed from a tarball, for the other processes of a cluster (migration 012). */
export interface InstalledPackageTarballTable {
  packageName: string;
  sha256: string;
  size: number;
  /** The tarball, base64. */
  data: string;
  createdAt: string;
}

/** Links a user to an LDAP entry or a SAML subject (migration 008). */
export interface AuthIdentityTable {
  providerType: 'ldap' | 'saml';
  /** The LDAP id attribute's value, or the SAML NameID. */
  providerId: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

/** One LDAP synchronisation run (migration 008). */
export interface LdapSyncHistoryTable {
  id: Generated<number>;
  startedAt: string;
  endedAt: string;
  created: number;
  updated: number;
  disabled: number;
  scanned: number;
  runMode: 'dry' | 'live';
  status: 'success' | 'error';
  error: string | null;
}

/** A labelled, scoped API key of a user (migration 015); `apiKey` is the key's digest. */
export interface ApiKeyTable {
  id: string;
  userId: string;
  label: string;
  apiKey: string;
  /** JSON array of scopes such as `workflow:read`. */
  scopes: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The whole database, for Kysely. */
export interface Database {
  user: UserTable;
  session: SessionTable;
  workflow: WorkflowTable;
  shared_workflow: SharedWorkflowTable;
  credential: CredentialTable;
  shared_credential: SharedCredentialTable;
  tag: TagTable;
  workflow_tag: WorkflowTagTable;
  execution: ExecutionTable;
  execution_metadata: ExecutionMetadataTable;
  webhook: WebhookTable;
  setting: SettingTable;
  activation_error: ActivationErrorTable;
  variable: VariableTable;
  auth_identity: AuthIdentityTable;
  ldap_sync_history: LdapSyncHistoryTable;
  installed_packages: InstalledPackagesTable;
  installed_package_tarball: InstalledPackageTarballTable;
  api_key: ApiKeyTable;
}
