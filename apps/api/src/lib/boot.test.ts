import { describe, expect, it } from 'vitest';
import { explainStartupError } from './boot';

const inUse = (port?: number) =>
  Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }, port ? { port } : {});

describe('explainStartupError', () => {
  it('names the port that is taken', () => {
    expect(explainStartupError(inUse(3000))).toBe(
      'Port 3000 is already in use: another program (or another copy of the shop) is listening there. Set PORT to a free port.',
    );
  });

  it('says «the port» when the error does not name it', () => {
    expect(explainStartupError(inUse())).toMatch(/^The port is already in use: /);
  });

  it('leaves an error a person cannot fix to the stack trace', () => {
    expect(explainStartupError(new Error('boom'))).toBeNull();
  });
});
