/**
 * A private OpenLDAP server for tests: its own slapd.conf and mdb database in a temporary
 * folder, on free loopback ports (ldap:// with StartTLS, and ldaps://, with a self-signed
 * certificate made by openssl), with the suffix dc=weft,dc=test and the admin
 * cn=admin,dc=weft,dc=test. Needs Debian's slapd (scripts/ensure-services.sh installs it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ldapts';

/** A person to put in the directory. */
export interface DirectoryPerson {
  uid: string;
  givenName: string;
  sn: string;
  mail: string;
  password: string;
}

/** A running slapd. */
export interface Slapd {
  url: string;
  port: number;
  /** Port of ldaps:// (TLS from the first byte). */
  tlsPort: number;
  suffix: string;
  adminDn: string;
  adminPassword: string;
  /** Adds `ou=<name>` under the suffix and answers its DN. */
  addOu(name: string): Promise<string>;
  /** Adds an inetOrgPerson `uid=…` under a DN. */
  addPerson(parentDn: string, person: DirectoryPerson): Promise<string>;
  /** Deletes an entry. */
  remove(dn: string): Promise<void>;
  stop(): Promise<void>;
}

const SLAPD = ['/usr/sbin/slapd', '/usr/local/sbin/slapd'].find((p) => existsSync(p));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function asAdmin<T>(url: string, dn: string, password: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url, timeout: 5000, connectTimeout: 5000 });
  try {
    await client.bind(dn, password);
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Starts slapd and creates the suffix entry. */
export async function startSlapd(): Promise<Slapd> {
  if (!SLAPD)
    throw new Error(
      "slapd is not installed: run scripts/ensure-services.sh (it installs Debian's slapd and ldap-utils)",
    );
  const dir = mkdtempSync(join(tmpdir(), 'weft-slapd-'));
  mkdirSync(join(dir, 'db'));
  const port = await freePort();
  const tlsPort = await freePort();
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const suffix = 'dc=weft,dc=test';
  const adminDn = `cn=admin,${suffix}`;
  const adminPassword = 'admin-secret';
  writeFileSync(
    join(dir, 'slapd.conf'),
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      `TLSCertificateFile ${join(dir, 'cert.pem')}`,
      `TLSCertificateKeyFile ${join(dir, 'key.pem')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${suffix}"`,
      `rootdn "${adminDn}"`,
      `rootpw ${adminPassword}`,
      `directory ${join(dir, 'db')}`,
      'index objectClass eq',
      '',
    ].join('\n'),
  );
  const url = `ldap://127.0.0.1:${port}`;
  // -d keeps slapd in the foreground, so it is this process's child and ends with it.
  const child: ChildProcess = spawn(
    SLAPD,
    ['-f', join(dir, 'slapd.conf'), '-h', `${url}/ ldaps://127.0.0.1:${tlsPort}/`, '-d', '0'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await asAdmin(url, adminDn, adminPassword, async () => undefined);
      break;
    } catch (e) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`slapd did not start on ${url}: ${stderr || (e as Error).message}`, { cause: e });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await asAdmin(url, adminDn, adminPassword, (c) =>
    c.add(suffix, { objectClass: ['dcObject', 'organization'], dc: 'weft', o: 'Weft tests' }),
  );

  return {
    url,
    port,
    tlsPort,
    suffix,
    adminDn,
    adminPassword,
    async addOu(name) {
      const dn = `ou=${name},${suffix}`;
      await asAdmin(url, adminDn, adminPassword, (c) => c.add(dn, { objectClass: ['organizationalUnit'], ou: name }));
      return dn;
    },
    async addPerson(parentDn, p) {
      const dn = `uid=${p.uid},${parentDn}`;
      await asAdmin(url, adminDn, adminPassword, (c) =>
        c.add(dn, {
          objectClass: ['inetOrgPerson'],
          uid: p.uid,
          cn: `${p.givenName} ${p.sn}`,
          givenName: p.givenName,
          sn: p.sn,
          mail: p.mail,
          userPassword: p.password,
        }),
      );
      return dn;
    },
    async remove(dn) {
      await asAdmin(url, adminDn, adminPassword, (c) => c.del(dn));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
