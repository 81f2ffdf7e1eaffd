export { freePort } from '../lib/free-port';
