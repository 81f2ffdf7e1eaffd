import { AsyncLocalStorage } from 'node:async_hooks';

/** What a write deep in a service may know of the request that made it, without being handed it. */
export type RequestContext = { ip: string | null };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (the rest of a request) with its context; jobs and commands run without one. */
export const runInRequestContext = (context: RequestContext, fn: () => void) =>
  storage.run(context, fn);

/** The request being served, if any: a job or a command has none. */
export const requestContext = (): RequestContext | undefined => storage.getStore();
