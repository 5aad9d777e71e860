import type { ServerContext } from '../context.js';
import { AuthIdentityRepository } from './identities.js';
import { loadLdapConfig } from './ldap/config.js';
import { ldapLoginEnabled } from './ldap/login.js';
import { loadSamlConfig, samlLoginEnabled } from './saml/config.js';

/** The single sign-on part of GET /settings. */
export interface SsoSettings {
  sso: { ldap: { loginEnabled: boolean; loginLabel: string }; saml: { loginEnabled: boolean; loginLabel: string } };
  /** How people sign in: 'ldap' or 'saml' while that sign-in is on, else 'email'. */
  authenticationMethod: 'email' | 'ldap' | 'saml';
  enterprise: { ldap: boolean; saml: boolean };
}

/** Reads what the sign-in page needs to know about LDAP and SAML. */
export async function ssoSettings(ctx: ServerContext): Promise<SsoSettings> {
  const { ldap: ldapOn, saml: samlOn } = ctx.config.sso;
  const ldap = ldapOn ? await loadLdapConfig(ctx) : undefined;
  const saml = samlOn ? await loadSamlConfig(ctx) : undefined;
  const ldapLogin = !!ldap?.loginEnabled;
  const samlLogin = !!saml?.loginEnabled;
  return {
    sso: {
      ldap: { loginEnabled: ldapLogin, loginLabel: ldap?.loginLabel ?? '' },
      saml: { loginEnabled: samlLogin, loginLabel: saml?.loginLabel ?? '' },
    },
    authenticationMethod: ldapLogin ? 'ldap' : samlLogin ? 'saml' : 'email',
    enterprise: { ldap: ldapOn, saml: samlOn },
  };
}

/**
 * Why a user may not reset their password, or undefined when they may: people who sign in through
 * LDAP or SAML change their password with their identity provider while that sign-in is on.
 */
export async function passwordResetBlockedFor(ctx: ServerContext, userId: string): Promise<string | undefined> {
  const identities = new AuthIdentityRepository(ctx.db);
  if ((await identities.ofUser(userId, 'ldap')) && (await ldapLoginEnabled(ctx)))
    return 'This account signs in through LDAP: change its password in your directory, not in Weft.';
  if ((await identities.ofUser(userId, 'saml')) && (await samlLoginEnabled(ctx)))
    return 'This account signs in through SAML single sign-on: change its password with your identity provider, not in Weft.';
  return undefined;
}
