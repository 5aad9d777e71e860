import type { Db } from '../db/database.js';
import type { InstalledNode } from './loader.js';

/** An installed community package as stored in `installed_packages` and listed by the API. */
export interface InstalledPackage {
  packageName: string;
  installedVersion: string;
  authorName: string | null;
  authorEmail: string | null;
  installedNodes: InstalledNode[];
  createdAt: string;
  updatedAt: string;
}

/** Where a package came from: npm's registry, or a tarball whose bytes the database keeps. */
export type PackageSource = { kind: 'registry' } | { kind: 'tarball'; sha256: string };

/**
 * A package row with its source, what every process of a cluster installs from. `source` is
 * undefined for rows written before sources were recorded, until the process that installed the
 * package fills it in.
 */
export interface PackageRecord extends InstalledPackage {
  source?: PackageSource;
}

/** A tarball's bytes as the database keeps them. */
export interface StoredTarball {
  sha256: string;
  size: number;
  bytes: Buffer;
}

type Row = {
  packageName: string;
  installedVersion: string;
  authorName: string | null;
  authorEmail: string | null;
  installedNodes: string;
  createdAt: string;
  updatedAt: string;
  source: string | null;
  tarballSha256: string | null;
};

function sourceOf(row: Pick<Row, 'source' | 'tarballSha256'>): PackageSource | undefined {
  if (row.source === 'registry') return { kind: 'registry' };
  if (row.source === 'tarball' && row.tarballSha256) return { kind: 'tarball', sha256: row.tarballSha256 };
  return undefined;
}

function toRecord(row: Row): PackageRecord {
  const { source, tarballSha256, installedNodes, ...rest } = row;
  const out: PackageRecord = { ...rest, installedNodes: JSON.parse(installedNodes) as InstalledNode[] };
  const parsed = sourceOf({ source, tarballSha256 });
  if (parsed) out.source = parsed;
  return out;
}

/** The API's view of a record: without its source. */
export function publicPackage(record: PackageRecord): InstalledPackage {
  const { source, ...rest } = record;
  void source;
  return rest;
}

/** Reads and writes `installed_packages` (migrations 010 and 012) and `installed_package_tarball`. */
export class InstalledPackageRepository {
  constructor(private readonly db: Db) {}

  /** Every installed package with its source, by name. */
  async list(): Promise<PackageRecord[]> {
    const rows = await this.db.kysely.selectFrom('installed_packages').selectAll().orderBy('packageName').execute();
    return rows.map(toRecord);
  }

  /** One package, or undefined. */
  async get(packageName: string): Promise<PackageRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('installed_packages')
      .selectAll()
      .where('packageName', '=', packageName)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /**
   * Inserts or replaces a package's row (keeping its first install time) with its source; a
   * tarball install stores the tarball's bytes in the same transaction, a registry install drops
   * any bytes kept from an earlier tarball.
   */
  async save(
    pkg: Omit<InstalledPackage, 'createdAt' | 'updatedAt'>,
    source: PackageSource,
    tarball?: StoredTarball,
  ): Promise<InstalledPackage> {
    if (source.kind === 'tarball' && (!tarball || tarball.sha256 !== source.sha256))
      throw new Error(`The tarball of "${pkg.packageName}" must be stored with its row`);
    const now = new Date().toISOString();
    return this.db.kysely.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('installed_packages')
        .select('createdAt')
        .where('packageName', '=', pkg.packageName)
        .executeTakeFirst();
      const row = {
        ...pkg,
        installedNodes: JSON.stringify(pkg.installedNodes),
        updatedAt: now,
        source: source.kind,
        tarballSha256: source.kind === 'tarball' ? source.sha256 : null,
      };
      await trx.deleteFrom('installed_package_tarball').where('packageName', '=', pkg.packageName).execute();
      if (tarball) {
        await trx
          .insertInto('installed_package_tarball')
          .values({
            packageName: pkg.packageName,
            sha256: tarball.sha256,
            size: tarball.size,
            data: tarball.bytes.toString('base64'),
            createdAt: now,
          })
          .execute();
      }
      if (existing) {
        await trx.updateTable('installed_packages').set(row).where('packageName', '=', pkg.packageName).execute();
        return { ...pkg, createdAt: existing.createdAt, updatedAt: now };
      }
      await trx
        .insertInto('installed_packages')
        .values({ ...row, createdAt: now })
        .execute();
      return { ...pkg, createdAt: now, updatedAt: now };
    });
  }

  /**
   * Records the source of a row written before sources were kept (and the tarball's bytes, when
   * the process that installed it still has them). Leaves a row that has a source alone.
   */
  async backfillSource(packageName: string, source: PackageSource, tarball?: StoredTarball): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('installed_packages')
        .select('source')
        .where('packageName', '=', packageName)
        .executeTakeFirst();
      if (!row || row.source !== null) return;
      if (tarball) {
        await trx.deleteFrom('installed_package_tarball').where('packageName', '=', packageName).execute();
        await trx
          .insertInto('installed_package_tarball')
          .values({
            packageName,
            sha256: tarball.sha256,
            size: tarball.size,
            data: tarball.bytes.toString('base64'),
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
      await trx
        .updateTable('installed_packages')
        .set({ source: source.kind, tarballSha256: source.kind === 'tarball' ? source.sha256 : null })
        .where('packageName', '=', packageName)
        .execute();
    });
  }

  /** The stored tarball of a package, or undefined when none is kept. */
  async tarball(packageName: string): Promise<StoredTarball | undefined> {
    const row = await this.db.kysely
      .selectFrom('installed_package_tarball')
      .selectAll()
      .where('packageName', '=', packageName)
      .executeTakeFirst();
    return row ? { sha256: row.sha256, size: Number(row.size), bytes: Buffer.from(row.data, 'base64') } : undefined;
  }

  /** Removes a package's row and its tarball. */
  async remove(packageName: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('installed_package_tarball').where('packageName', '=', packageName).execute();
      await trx.deleteFrom('installed_packages').where('packageName', '=', packageName).execute();
    });
  }
}
