import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config/env';

/** A request slower than this is logged at warn level, whatever LOG_LEVEL says of request lines. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The server's logger: JSON lines for a log collector, or pino-pretty's readable lines on a
 * terminal (LOG_FORMAT; by default `pretty` when standard output is a terminal).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const format = config.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json');
  if (format === 'json') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/**
 * Fastify's request lines, quieter: no "incoming request" line; the completed line at debug level
 * (LOG_LEVEL=debug shows it), at warn when the request was slow and at error when it failed. At
 * info level two lines per request cost about a third of the catalogue's throughput and bury the
 * start-up messages.
 */
export class QuietRequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = Math.round(reply.elapsedTime);
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }

  /** A browser that stops a download (a picture scrolled away) is routine: debug, not info. */
  override streamError(
    error: Error & { code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log.debug({ res: reply }, 'stream closed prematurely');
      return;
    }
    super.streamError(error, request, reply);
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ url: request.url }, 'route not found');
  }
}
