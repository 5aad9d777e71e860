import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput } from '@weft/workflow';
import type { Algorithm, SignOptions } from 'jsonwebtoken';
import { parseJsonParameter } from '../set/compose.js';
import { lazyRequire } from '../shared/lazy-require.js';
import { formatPemKey } from './pem.js';

/** jsonwebtoken, loaded when the node first runs, not with the core family at every start. */
const jwt = lazyRequire<typeof import('jsonwebtoken')>('jsonwebtoken');

interface JwtOptions {
  complete?: boolean;
  ignoreExpiration?: boolean;
  ignoreNotBefore?: boolean;
  clockTolerance?: number;
  kid?: string;
  algorithm?: Algorithm;
}

interface JwtCredential {
  keyType?: 'passphrase' | 'pemKey';
  secret?: string;
  privateKey?: string;
  publicKey?: string;
  algorithm?: Algorithm;
}

/** Token shape n8n accepts for the Token parameter (three base64url parts, the signature may be empty). */
const JWT_SHAPE = /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_.+/=]*$/;

/** The Token parameter, checked as n8n checks a parameter typed `jwt`. */
function tokenOf(ctx: ExecuteContext, i: number): string {
  const token: unknown = ctx.getNodeParameter('token', i, '');
  if (token !== null && token !== undefined && !JWT_SHAPE.test(String(token))) {
    throw new NodeOperationError(ctx.getNode(), `Invalid input for 'Token' [item ${i}]`, {
      itemIndex: i,
      description: 'Value is not a valid JWT token',
    });
  }
  if (!token)
    throw new NodeOperationError(ctx.getNode(), 'The JWT token was not provided', {
      itemIndex: i,
      description: "Put the token to work on in the 'Token' parameter",
    });
  return String(token);
}

/** Sign: the claims (picked, or JSON) signed with the credential's secret or private key. */
function sign(ctx: ExecuteContext, i: number, credential: JwtCredential, options: JwtOptions): JsonObject {
  const payload = ctx.getNodeParameter('useJson', i, false)
    ? parseJsonParameter(ctx.getNode(), ctx.getNodeParameter('claimsJson', i, '{}'), i)
    : ((ctx.getNodeParameter('claims', i, {}) ?? {}) as JsonObject);
  const key = credential.keyType === 'passphrase' ? credential.secret : formatPemKey(credential.privateKey);
  const signOptions: SignOptions = { algorithm: options.algorithm ?? credential.algorithm };
  if (options.kid) signOptions.keyid = options.kid;
  return { token: jwt().sign(payload, key as string, signOptions) };
}

/** Verify: the payload (or the whole token) of a token whose signature and times check out. */
function verify(ctx: ExecuteContext, i: number, credential: JwtCredential, options: JwtOptions): JsonObject {
  const token = tokenOf(ctx, i);
  const key = credential.keyType === 'passphrase' ? credential.secret : formatPemKey(credential.publicKey, true);
  const data = jwt().verify(token, key as string, {
    algorithms: [(options.algorithm ?? credential.algorithm) as Algorithm],
    ignoreExpiration: options.ignoreExpiration,
    ignoreNotBefore: options.ignoreNotBefore,
    clockTolerance: options.clockTolerance,
    complete: options.complete,
  }) as unknown as JsonObject | string;
  return options.complete && data ? (data as JsonObject) : { payload: data };
}

/** Decode: the payload (or the whole token) without checking the signature; `null` for a token that does not parse. */
function decode(ctx: ExecuteContext, i: number, options: JwtOptions): JsonObject {
  const data = jwt().decode(tokenOf(ctx, i), { complete: options.complete });
  return options.complete && data ? (data as JsonObject) : { payload: data };
}

/** Signs, verifies or decodes a JSON Web Token per item with the `jwtAuth` credential (n8n's JWT 1). */
export async function executeJwt(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'sign'));
  const credential = (await ctx.getCredentials('jwtAuth')) as JwtCredential;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as JwtOptions;
    try {
      let json: JsonObject | undefined;
      if (operation === 'sign') json = sign(ctx, i, credential, options);
      else if (operation === 'verify') json = verify(ctx, i, credential, options);
      else if (operation === 'decode') json = decode(ctx, i, options);
      if (json) out.push({ json, pairedItem: i });
    } catch (e) {
      let error = e as Error;
      if (error.message === 'invalid signature') {
        error = new NodeOperationError(ctx.getNode(), "The JWT token can't be verified", {
          itemIndex: i,
          description:
            'Check that the token is encoded correctly and was signed with the key of the selected credential',
        });
      }
      if (ctx.continueOnFail()) {
        out.push({ json: { error: error.message }, pairedItem: i });
        continue;
      }
      if (error instanceof NodeOperationError) {
        error.itemIndex = i;
        error.context.itemIndex = i;
        throw error;
      }
      throw new NodeOperationError(ctx.getNode(), error, { itemIndex: i });
    }
  }
  return [out];
}
