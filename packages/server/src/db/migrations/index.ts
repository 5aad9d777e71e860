import type { Kysely } from 'kysely';
import { up as initial } from './001-initial.js';
import { up as users } from './002-users.js';
import { up as credentials } from './003-credentials.js';
import { up as workflows } from './004-workflows.js';
import { up as executions } from './005-executions.js';
import { up as activation } from './006-activation.js';
import { up as waitTill } from './007-wait-till.js';
import { up as sso } from './008-sso.js';
import { up as eventbus } from './009-eventbus.js';
import { up as installedPackages } from './010-installed-packages.js';
import { up as hashedApiKeys } from './011-hashed-api-keys.js';
import { down as packageSourcesDown, up as packageSources } from './012-package-sources.js';
import { down as executionRetentionDown, up as executionRetention } from './013-execution-retention.js';
import { down as dataTablesDown, up as dataTables } from './014-data-tables.js';
import { down as mfaApiKeysDown, up as mfaApiKeys } from './015-mfa-api-keys.js';
import { down as executionMetadataDown, up as executionMetadata } from './016-execution-metadata.js';
import { down as leanIndexesDown, up as leanIndexes } from './017-lean-indexes.js';

/** A versioned schema change. Migrations run in order, once, at start. */
export interface Migration {
  name: string;
  up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void>;
  /**
   * Undoes `up` exactly (`weft db:revert` runs it for the newest migration applied). A migration
   * without one is irreversible. Every new migration gets one.
   */
  down?(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void>;
}

/** Every migration, oldest first. Add new ones at the end; never edit one that shipped. */
export const MIGRATIONS: readonly Migration[] = [
  { name: '001-initial', up: initial },
  { name: '002-users', up: users },
  { name: '003-credentials', up: credentials },
  { name: '004-workflows', up: workflows },
  { name: '005-executions', up: executions },
  { name: '006-activation', up: activation },
  { name: '007-wait-till', up: waitTill },
  { name: '008-sso', up: sso },
  { name: '009-eventbus', up: eventbus },
  { name: '010-installed-packages', up: installedPackages },
  { name: '011-hashed-api-keys', up: hashedApiKeys },
  { name: '012-package-sources', up: packageSources, down: packageSourcesDown },
  { name: '013-execution-retention', up: executionRetention, down: executionRetentionDown },
  { name: '014-data-tables', up: dataTables, down: dataTablesDown },
  { name: '015-mfa-api-keys', up: mfaApiKeys, down: mfaApiKeysDown },
  { name: '016-execution-metadata', up: executionMetadata, down: executionMetadataDown },
  { name: '017-lean-indexes', up: leanIndexes, down: leanIndexesDown },
];
