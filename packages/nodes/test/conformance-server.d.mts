import type { Server } from 'node:http';
/** Port of the conformance service. */
export declare const CONFORMANCE_PORT: number;
/** Starts the conformance service; resolves with the server once it listens. */
export declare function startConformanceServer(port?: number): Promise<Server>;
