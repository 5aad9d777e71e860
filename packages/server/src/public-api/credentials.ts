/**
 * Public API credentials: create, delete and the data schema of a type. Secret data is
 * write-only: no answer ever carries it. Access follows /rest (`CredentialStore.require`).
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { CredentialRecord } from '../repositories/credentials.js';
import { credentialDataSchema } from './credential-schema.js';
import { checkBody } from './input.js';
import { describeSchemaErrors, validateSchema } from './json-schema.js';

/** A credential as the public API answers it: never its data. */
export interface PublicCredential {
  id: string;
  name: string;
  type: string;
  createdAt: string;
  updatedAt: string;
}

/** The public shape of a stored credential. */
export function toPublicCredential(record: CredentialRecord): PublicCredential {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Registers the credential operations on the public API scope. */
export function registerPublicCredentials(app: FastifyInstance, ctx: ServerContext): void {
  const store = ctx.credentialStore;

  app.post('/credentials', async (req) => {
    const user = requireUser(req);
    const input = checkBody<{ name: string; type: string; data: Record<string, unknown> }>(req.body, 'CredentialInput');
    const name = input.name.trim();
    if (!name) throw badRequest('The credential needs a name');
    const resolved = store.resolveType(input.type);
    if (!resolved)
      throw badRequest(
        `Unknown credential type "${input.type}": GET /credentials/schema/{credentialTypeName} lists what a type needs`,
      );
    const errors = validateSchema(input.data, credentialDataSchema(resolved), 'request.body.data');
    if (errors.length > 0)
      throw badRequest(`Invalid credential data for type "${input.type}": ${describeSchemaErrors(errors.slice(0, 5))}`);
    const record = await store.repo.create(
      { name, type: input.type, data: store.encrypt(input.data), nodesAccess: [] },
      user.id,
    );
    return toPublicCredential(record);
  });

  app.delete<{ Params: { id: string } }>('/credentials/:id', async (req) => {
    const user = requireUser(req);
    const { record } = await store.require(user, req.params.id, 'delete');
    await store.repo.delete(record.id);
    return toPublicCredential(record);
  });

  app.get<{ Params: { credentialTypeName: string } }>('/credentials/schema/:credentialTypeName', async (req) => {
    requireUser(req);
    const resolved = store.resolveType(req.params.credentialTypeName);
    if (!resolved) throw notFound(`There is no credential type "${req.params.credentialTypeName}"`);
    return credentialDataSchema(resolved);
  });
}
