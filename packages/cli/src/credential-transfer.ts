import { BUILTIN_CREDENTIAL_TYPE_NAMES } from '@weft/nodes/loader';
import { CredentialCipher, CredentialRepository, shortId } from '@weft/server';
import { parseFlags } from './flags.js';
import { withInstance, type OpenInstance } from './instance.js';
import { isN8nEncrypted, n8nDecrypt, n8nEncrypt } from './n8n-cipher.js';
import { exportSelection, readInputEntries, UsageError, writeExport } from './transfer-files.js';
import { importOwner } from './workflow-transfer.js';

/** A credential read from an import file, its data encrypted for this instance. */
interface ImportedCredential {
  id?: string;
  name: string;
  type: string;
  /** Weft's encrypted form, ready for the `credential.data` column. */
  data: string;
  createdAt?: string;
  updatedAt?: string;
  source: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Checks one entry and brings its data into Weft's encrypted form: plain data (an object) is
 * encrypted; encrypted data (a string) must decrypt with this instance's key, in n8n's export
 * format or in Weft's own, else the entry is refused naming the credential, since it could
 * never be used.
 */
function readCredentialEntry(
  value: unknown,
  source: string,
  key: string,
  cipher: CredentialCipher,
): ImportedCredential {
  if (!isObject(value))
    throw new Error(`${source} is not a credential: expected a JSON object with "name", "type" and "data"`);
  if (typeof value.name !== 'string' || value.name.trim() === '')
    throw new Error(`${source}: the credential has no "name"`);
  const label = `${source}: credential "${value.name}"`;
  if (typeof value.type !== 'string' || value.type === '') throw new Error(`${label} has no "type"`);
  if (value.id !== undefined && value.id !== null && (typeof value.id !== 'string' || value.id === ''))
    throw new Error(`${label}: "id" must be a non-empty string`);
  let plain: Record<string, unknown>;
  if (isObject(value.data)) plain = value.data;
  else if (typeof value.data === 'string') {
    try {
      plain = isN8nEncrypted(value.data) ? n8nDecrypt(value.data, key) : cipher.decrypt(value.data, value.name);
    } catch {
      throw new Error(
        `${label} has encrypted data that this instance's encryption key cannot decrypt: it was exported with another key. ` +
          'Import it with the key it was exported with (WEFT_ENCRYPTION_KEY), or export it again with --decrypted.',
      );
    }
  } else throw new Error(`${label}: "data" must be an object (plain data) or a string (encrypted data)`);
  return {
    id: typeof value.id === 'string' ? value.id : undefined,
    name: value.name,
    type: value.type,
    data: cipher.encrypt(plain),
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : undefined,
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : undefined,
    source,
  };
}

/**
 * Stores imported credentials as n8n's import does: one keeps its id and replaces the stored one
 * of that id (which keeps its owner and sharing); a new one belongs to `ownerId`. One
 * transaction: all or nothing.
 */
async function storeCredentials(
  instance: OpenInstance,
  entries: ImportedCredential[],
  ownerId: string,
): Promise<{ created: number; replaced: number }> {
  let created = 0;
  let replaced = 0;
  await instance.ctx.db.kysely.transaction().execute(async (trx) => {
    for (const e of entries) {
      const t = new Date().toISOString();
      const id = e.id ?? shortId();
      const existing = await trx.selectFrom('credential').select('id').where('id', '=', id).executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('credential')
          .set({ name: e.name, type: e.type, data: e.data, updatedAt: t })
          .where('id', '=', id)
          .execute();
        const owned = await trx
          .selectFrom('shared_credential')
          .select('userId')
          .where('credentialsId', '=', id)
          .where('role', '=', 'owner')
          .executeTakeFirst();
        if (!owned)
          await trx
            .insertInto('shared_credential')
            .values({ credentialsId: id, userId: ownerId, role: 'owner', createdAt: t })
            .execute();
        replaced++;
      } else {
        await trx
          .insertInto('credential')
          .values({
            id,
            name: e.name,
            type: e.type,
            data: e.data,
            nodesAccess: '[]',
            createdAt: e.createdAt ?? t,
            updatedAt: e.updatedAt ?? t,
          })
          .execute();
        await trx
          .insertInto('shared_credential')
          .values({ credentialsId: id, userId: ownerId, role: 'owner', createdAt: t })
          .execute();
        created++;
      }
    }
  });
  return { created, replaced };
}

/** `weft import:credentials --input <file|folder> [--separate] [--userId <id>]`. */
export async function importCredentialsCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(args, { input: 'string', separate: 'boolean', userId: 'string' }, { i: 'input' });
  if (typeof flags.input !== 'string')
    throw new UsageError('Give the file (or, with --separate, the folder) to import with --input');
  const raw = readInputEntries(flags.input, flags.separate === true, 'credentials', true);
  if (raw.length === 0) throw new Error(`${flags.input} holds no credentials to import`);
  return withInstance(async (instance) => {
    const key = instance.config.encryptionKey!;
    const cipher = new CredentialCipher(key);
    const entries = raw.map((e) => readCredentialEntry(e.value, e.source, key, cipher));
    const ids = entries.map((e) => e.id).filter(Boolean);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) throw new Error(`The credential ID "${dup}" appears more than once in the input`);
    for (const e of entries) {
      // Built-in types load with their node family (the CLI loads families on demand): the manifest knows them all.
      if (!BUILTIN_CREDENTIAL_TYPE_NAMES.has(e.type) && !instance.ctx.credentialTypes.some((t) => t.name === e.type))
        err(
          `Warning: credential "${e.name}" has the type "${e.type}", which this instance does not know (a community package may add it).`,
        );
    }
    const ownerId = await importOwner(instance, flags.userId as string | undefined);
    const { created, replaced } = await storeCredentials(instance, entries, ownerId);
    out(
      `Imported ${entries.length} credential${entries.length === 1 ? '' : 's'} (${created} new, ${replaced} replaced).`,
    );
    return 0;
  });
}

/**
 * `weft export:credentials --all | --id <id> [--decrypted] [--output <file|folder>] [--separate]
 * [--pretty] [--backup]`: n8n's export shape. Data stays encrypted, in n8n's format with this
 * instance's key (n8n with the same key imports it; so does Weft), unless `--decrypted` is given.
 */
export async function exportCredentialsCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(
    args,
    {
      all: 'boolean',
      id: 'string',
      output: 'string',
      separate: 'boolean',
      pretty: 'boolean',
      backup: 'boolean',
      decrypted: 'boolean',
    },
    { o: 'output' },
  );
  const { id, target } = exportSelection(flags);
  const decrypted = flags.decrypted === true;
  return withInstance(async (instance) => {
    const key = instance.config.encryptionKey!;
    const cipher = new CredentialCipher(key);
    const repo = new CredentialRepository(instance.ctx.db);
    const records = id ? [await repo.get(id)].filter((r) => r !== undefined) : await repo.list();
    if (records.length === 0)
      throw new Error(id ? `There is no credential with the ID "${id}"` : 'There are no credentials to export');
    const entries = records.map((r) => {
      const plain = cipher.decrypt(r.data, r.name);
      return {
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        id: r.id,
        name: r.name,
        data: decrypted ? plain : n8nEncrypt(plain, key),
        type: r.type,
        isManaged: false,
        isGlobal: false,
      };
    });
    if (decrypted) err('Warning: the exported credentials are decrypted: anyone who reads the output can use them.');
    const said = writeExport(entries, target, 'credential', out);
    if (said) err(said);
    return 0;
  });
}
