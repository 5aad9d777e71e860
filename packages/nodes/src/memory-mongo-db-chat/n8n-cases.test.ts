/**
 * Replays the MongoDB Chat Memory cases recorded from real n8n 1.123 (n8n-cases/, written by
 * test-fake/make-cases.mjs, recorded against the MongoDB fake and the AI fake for the agent): every
 * node's output (and error), the memory's runs included, must be n8n's.
 */
import { fileURLToPath } from 'node:url';
import { replayMongoCases } from '../mongo-db/test-fake/replay-cases.js';

replayMongoCases(
  'MongoDB Chat Memory cases recorded from n8n',
  fileURLToPath(new URL('./n8n-cases/', import.meta.url)),
);
