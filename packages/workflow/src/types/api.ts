/**
 * Shapes the REST API answers that the server and the editor both name: one definition, so the
 * editor cannot drift from what the server sends.
 */

/** An execution without its data, as the execution lists answer it (GET /rest/executions, /executions-current). */
export interface ExecutionSummary {
  id: string;
  finished: boolean;
  mode: string;
  retryOf: string | null;
  retrySuccessId: string | null;
  waitTill: string | null;
  startedAt: string;
  stoppedAt: string | null;
  workflowId: string | null;
  workflowName: string | null;
  status: string;
}

/** How the connection to the LDAP server is secured. */
export type LdapConnectionSecurity = 'none' | 'tls' | 'startTls';

/** The LDAP configuration (GET/PUT /rest/ldap/config), with n8n's field names; the admin password comes back as a placeholder. */
export interface LdapConfig {
  loginEnabled: boolean;
  loginLabel: string;
  /** Host name or address of the server (no scheme, no port). */
  connectionUrl: string;
  allowUnauthorizedCerts: boolean;
  connectionSecurity: LdapConnectionSecurity;
  connectionPort: number;
  baseDn: string;
  bindingAdminDn: string;
  bindingAdminPassword: string;
  firstNameAttribute: string;
  lastNameAttribute: string;
  emailAttribute: string;
  loginIdAttribute: string;
  ldapIdAttribute: string;
  /** An LDAP filter every user entry must match, e.g. `(objectClass=inetOrgPerson)`; may be empty. */
  userFilter: string;
  synchronizationEnabled: boolean;
  /** Minutes between automatic synchronisations. */
  synchronizationInterval: number;
  /** Entries per page of a search (0: no paging). */
  searchPageSize: number;
  /** Seconds a search or bind may take. */
  searchTimeout: number;
}

/** A dry LDAP synchronisation reports what a live run would change; a live run applies it. */
export type LdapSyncMode = 'dry' | 'live';

/** One LDAP synchronisation run, as GET /rest/ldap/sync lists it. */
export interface LdapSyncRecord {
  id: number;
  startedAt: string;
  endedAt: string;
  created: number;
  updated: number;
  disabled: number;
  scanned: number;
  runMode: LdapSyncMode;
  status: 'success' | 'error';
  error: string | null;
}
