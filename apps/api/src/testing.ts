/**
 * What the browser tests may use of the API package: the database client, the shared factories
 * and the local stand-ins for outside services. Everything else of the API stays private to it.
 */
export { createDb, type Db } from './db/client';
export {
  createUser,
  createItem,
  createPickupPoint,
  setVariantStock,
  type CreateUserOptions,
  type CreateItemOptions,
} from './db/factories';
export { lowerPasswordCostForTests } from './lib/password';
export { startFakeGoogle } from './test/fake-google';
export { freePort } from './test/free-port';
export { latestEmailTo } from './test/outbox';
export { startLamodaFixtureServer, type LamodaFixtureServer } from './test/lamoda-fixture-server';
export { fullLengthPhoto, landscapePhoto } from './test/photos';
export { startFakeStripe, type FakeStripe } from './test/fake-stripe';
export { startSmtpSink, type SmtpSink, type ReceivedEmail } from './test/smtp-sink';
