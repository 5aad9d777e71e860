import type { Db } from '../db/database.js';
import type { InstalledNode } from './loader.js';

/** An installed community package as stored in `installed_packages`. */
export interface InstalledPackage {
  packageName: string;
  installedVersion: string;
  authorName: string | null;
  authorEmail: string | null;
  installedNodes: InstalledNode[];
  createdAt: string;
  updatedAt: string;
}

/** Reads and writes `installed_packages` (migration 010). */
export class InstalledPackageRepository {
  constructor(private readonly db: Db) {}

  /** Every installed package, by name. */
  async list(): Promise<InstalledPackage[]> {
    const rows = await this.db.kysely.selectFrom('installed_packages').selectAll().orderBy('packageName').execute();
    return rows.map((r) => ({ ...r, installedNodes: JSON.parse(r.installedNodes) as InstalledNode[] }));
  }

  /** One package, or undefined. */
  async get(packageName: string): Promise<InstalledPackage | undefined> {
    return (await this.list()).find((p) => p.packageName === packageName);
  }

  /** Inserts or replaces a package's row (keeping its first install time). */
  async save(pkg: Omit<InstalledPackage, 'createdAt' | 'updatedAt'>): Promise<InstalledPackage> {
    const now = new Date().toISOString();
    const existing = await this.get(pkg.packageName);
    const row = { ...pkg, installedNodes: JSON.stringify(pkg.installedNodes), updatedAt: now };
    if (existing) {
      await this.db.kysely.updateTable('installed_packages').set(row).where('packageName', '=', pkg.packageName).execute();
      return { ...pkg, createdAt: existing.createdAt, updatedAt: now };
    }
    await this.db.kysely.insertInto('installed_packages').values({ ...row, createdAt: now }).execute();
    return { ...pkg, createdAt: now, updatedAt: now };
  }

  /** Removes a package's row. */
  async remove(packageName: string): Promise<void> {
    await this.db.kysely.deleteFrom('installed_packages').where('packageName', '=', packageName).execute();
  }
}
