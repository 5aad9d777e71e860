import type { LdapConfig, LdapSyncRecord } from '@weft/workflow';
import { restApi } from './client';

/** The LDAP configuration and a synchronisation run, as the server answers them. */
export type { LdapConfig, LdapSyncRecord } from '@weft/workflow';

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
export const toggleSaml = (loginEnabled: boolean) =>
  restApi<SamlConfig>('POST', '/sso/saml/config/toggle', { loginEnabled });
