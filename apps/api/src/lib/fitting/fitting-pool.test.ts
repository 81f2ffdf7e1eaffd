import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeFittingPool, findFaceOffThread, fittingThreads } from './fitting-pool';
import { eventually } from '../../test/eventually';

afterAll(closeFittingPool);

describe('the fitting thread', () => {
  it('starts on the first fitting and ends after a quiet while, giving its models’ memory back', async () => {
    // A pool an earlier file of this worker left (the suite shares its modules) ends first.
    await closeFittingPool();
    vi.stubEnv('FITTING_IDLE_SECONDS', '1');
    expect(fittingThreads()).toBe(0);
    const picture = await sharp({
      create: { width: 120, height: 160, channels: 3, background: '#c8a890' },
    })
      .jpeg()
      .toBuffer();
    await findFaceOffThread(picture);
    expect(fittingThreads()).toBe(1);
    await eventually(() => fittingThreads() === 0, 10_000);
  }, 60_000);
});
