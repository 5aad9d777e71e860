/**
 * Amazon S3 and S3-compatible storage: the S3 REST API fake of the AWS S3 and S3 nodes, seeded
 * from a case's `seed.json`: `{ "s3": { "buckets": [...], "baseHosts": [...] } }` (see
 * src/aws-s3/test-fake/s3-fake.mjs). n8n's AWS S3 node calls `s3.<region>.amazonaws.com` (bucket
 * lists, and buckets whose name has a dot, path style) and `<bucket>.s3.<region>.amazonaws.com`
 * (virtual-hosted style) for the buckets the cases use; the S3 node calls the credential's endpoint
 * (`https://s3.weft-storage.example` in the cases), with the bucket as a subdomain unless "Force
 * Path Style" is on. Weft sends the same requests path style to `WEFT_AWS_S3_API_URL` (AWS) and
 * `WEFT_S3_API_URL` (the S3 node's endpoint). The fake checks every request's Signature V4 with
 * the key `AKIAWEFTFAKE00000001`.
 */
import { createS3Fake } from '../../../src/aws-s3/test-fake/s3-fake.mjs';

const BUCKETS = ['weft-reports', 'weft-archive', 'weft-new', 'weft-eu', 'weft-missing', 'weft-empty'];

/** @type {import('../families.mjs').Family} */
export default {
  hosts: [
    's3.us-east-1.amazonaws.com',
    's3.eu-west-1.amazonaws.com',
    ...BUCKETS.map((b) => `${b}.s3.us-east-1.amazonaws.com`),
    ...BUCKETS.map((b) => `${b}.s3.eu-west-1.amazonaws.com`),
    's3.weft-storage.example',
    ...BUCKETS.map((b) => `${b}.s3.weft-storage.example`),
  ],
  env: ['WEFT_AWS_S3_API_URL', 'WEFT_S3_API_URL'],
  folders: ['aws-s3', 's3'],
  create(seed = {}) {
    const fake = createS3Fake({ baseHosts: ['s3.weft-storage.example'], ...(seed.s3 ?? {}) });
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
