/** See server-env.mjs. */
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
