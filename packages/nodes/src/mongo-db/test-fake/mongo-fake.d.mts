/** Types of the loopback MongoDB server (`mongo-fake.mjs`), for the tests that drive it. */
import type { Server } from 'node:net';
import type { Server as TlsServer } from 'node:tls';

/** One command the fake received. */
export interface MongoCommand {
  name: string;
  db: string;
  command: Record<string, any>;
}

export interface MongoFakeState {
  /** Documents by database and collection. */
  dbs: Record<string, Record<string, Array<Record<string, any>>>>;
  commands: MongoCommand[];
  searchIndexes: Record<string, Array<Record<string, any>>>;
  connections: number;
}

export interface MongoFake {
  state: MongoFakeState;
  server: Server | TlsServer;
  /** Listens on 127.0.0.1 (port 0: any free port) and answers the port. */
  start(port?: number): Promise<number>;
  close(): Promise<void>;
  seed(db: string, collection: string, docs: Array<Record<string, any>>): void;
  /** Adds a ready search index (`type: 'vectorSearch'` for `$vectorSearch`) to a collection. */
  seedSearchIndex(db: string, collection: string, index: { name?: string; type?: string; definition: Record<string, any> }): void;
}

/** Whether a document matches a MongoDB query filter (the subset the fake knows). */
export function matches(doc: Record<string, any>, filter: Record<string, any>): boolean;

/** A fake server; with `users`, commands other than the handshake need SCRAM-SHA-256 sign-in; with `tls`, it speaks TLS. */
export function createMongoFake(options?: { users?: Array<{ user: string; password: string }>; tls?: { key: string; cert: string } }): MongoFake;
