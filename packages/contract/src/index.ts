export * from './constants';
export * from './errors';
export * from './user';
export * from './auth';
export * from './health';
