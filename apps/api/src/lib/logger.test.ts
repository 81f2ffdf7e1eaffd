import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, QuietRequestLog } from './logger';

async function appLogging(level: string, slowMs?: number) {
  const lines: { level: number; msg: string; responseTime?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog(slowMs) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes no line per request at the default info level', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/ok');
    await app.inject('/missing');
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes one completed line per request at debug level', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/ok');
    expect(lines.map((l) => l.msg)).toEqual(['request completed']);
    expect(lines[0]!.level).toBe(20);
    await app.close();
  });

  it('keeps slow requests visible at info level', async () => {
    const { app, lines } = await appLogging('info', 0);
    await app.inject('/ok');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[40, 'slow request']]);
    await app.close();
  });

  it('keeps failures visible at info level', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/boom');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'boom']]);
    await app.close();
  });
});

describe('loggerOptions', () => {
  it('is pretty on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, true)).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, false)).toEqual({
      level: 'info',
    });
    expect(loggerOptions({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }, true)).toEqual({
      level: 'warn',
    });
  });
});
