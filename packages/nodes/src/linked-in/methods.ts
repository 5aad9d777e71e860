/**
 * LinkedIn's look-ups: `getPersonUrn`, the signed-in member (`/v2/me` for Community Management
 * and legacy apps, OpenID Connect's `/v2/userinfo` otherwise) as the one "Person" choice.
 */
import type { NodeMethods, NodePropertyOption } from '@weft/workflow';
import { linkedInCredentialType, linkedInRequest, type LinkedInCaller } from './api.js';

type Json = Record<string, any>;

/** The signed-in member as an option. */
export async function personUrn(ctx: LinkedInCaller): Promise<NodePropertyOption[]> {
  let endpoint = '/v2/me';
  if (linkedInCredentialType(ctx) === 'linkedInOAuth2Api') {
    const { legacy } = await ctx.getCredentials('linkedInOAuth2Api');
    if (!legacy) endpoint = '/v2/userinfo';
  }
  const person = ((await linkedInRequest(ctx, { method: 'GET', endpoint })) ?? {}) as Json;
  const name = `${person.localizedFirstName ?? person.given_name} ${person.localizedLastName ?? person.family_name}`;
  return [{ name, value: person.id ?? person.sub }];
}

/** LinkedIn's methods. */
export const linkedInMethods: NodeMethods = { loadOptions: { getPersonUrn: (ctx) => personUrn(ctx) } };
