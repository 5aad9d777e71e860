/**
 * Replays the MongoDB Atlas Vector Store cases recorded from real n8n 1.123 (n8n-cases/, written by
 * test-fake/make-cases.mjs, recorded against the AI fake's embeddings and the MongoDB fake with its
 * `$vectorSearch`): every node's output (and error) must be n8n's.
 */
import { fileURLToPath } from 'node:url';
import { replayMongoCases } from '../mongo-db/test-fake/replay-cases.js';

replayMongoCases(
  'MongoDB Atlas Vector Store cases recorded from n8n',
  fileURLToPath(new URL('./n8n-cases/', import.meta.url)),
);
