// s3rver knows one fixed key pair; add the one content-api is configured with, then serve /data.
const path = require('node:path');
const globalModules = path.join(path.dirname(process.execPath), '../lib/node_modules');
const S3rver = require(path.join(globalModules, 's3rver'));
const { DUMMY_ACCOUNT } = require(path.join(globalModules, 's3rver/lib/models/account'));

const { S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET } = process.env;
if (!S3_ACCESS_KEY || !S3_SECRET_KEY || !S3_BUCKET) {
  console.error('object store: S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET are required');
  process.exit(1);
}
DUMMY_ACCOUNT.createKeyPair(S3_ACCESS_KEY, S3_SECRET_KEY);
// Path-style only: clients reach it as http://minio:9000/<bucket>/<key>, which s3rver would otherwise
// read as a request to a bucket named "minio".
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory: '/data', vhostBuckets: false, configureBuckets: [{ name: S3_BUCKET }] });
server.run().then(() => console.log(`object store: bucket ${S3_BUCKET} on :9000`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close().then(() => process.exit(0)));
