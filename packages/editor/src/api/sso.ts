import { restApi } from './client';

/** LDAP configuration, with n8n's field names (the admin password comes back as a placeholder). */
export interface LdapConfig {
  loginEnabled: boolean;
  loginLabel: string;
  connectionUrl: string;
  allowUnauthorizedCerts: boolean;
  connectionSecurity: 'none' | 'tls' | 'startTls';
  connectionPort: number;
  baseDn: string;
  bindingAdminDn: string;
  bindingAdminPassword: string;
  firstNameAttribute: string;
  lastNameAttribute: string;
  emailAttribute: string;
  loginIdAttribute: string;
  ldapIdAttribute: string;
  userFilter: string;
  synchronizationEnabled: boolean;
  synchronizationInterval: number;
  searchPageSize: number;
  searchTimeout: number;
}

/** One run of the LDAP synchronisation. */
export interface LdapSyncRecord {
  id: number;
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

export const getLdapConfig = () => restApi<LdapConfig>('GET', '/ldap/config');
export const saveLdapConfig = (config: Partial<LdapConfig>) => restApi<LdapConfig>('PUT', '/ldap/config', config);
export const testLdapConnection = () => restApi<{ success: boolean }>('POST', '/ldap/test-connection');
export const runLdapSync = (type: 'dry' | 'live') => restApi<LdapSyncRecord>('POST', '/ldap/sync', { type });
export const listLdapSyncs = (page = 1) => restApi<LdapSyncRecord[]>('GET', '/ldap/sync', { page });

/** SAML configuration as the server answers it, with the service provider's own addresses. */
export interface SamlConfig {
  loginEnabled: boolean;
  loginLabel: string;
  metadata: string;
  metadataUrl: string;
  mapping: { email: string; firstName: string; lastName: string; userPrincipalName: string };
  loginBinding: 'redirect' | 'post';
  wantAssertionsSigned: boolean;
  wantMessageSigned: boolean;
  entityID: string;
  returnUrl: string;
}

export const getSamlConfig = () => restApi<SamlConfig>('GET', '/sso/saml/config');
export const saveSamlConfig = (config: Partial<SamlConfig>) => restApi<SamlConfig>('POST', '/sso/saml/config', config);
export const toggleSaml = (loginEnabled: boolean) => restApi<SamlConfig>('POST', '/sso/saml/config/toggle', { loginEnabled });
