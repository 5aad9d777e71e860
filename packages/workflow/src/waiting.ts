/**
 * The `waitTill` of an execution that waits for a webhook call with no time limit: n8n's
 * far-future date, 3000-01-01T00:00:00.000Z.
 */
export const WAIT_INDEFINITELY = new Date('3000-01-01T00:00:00.000Z');
