/**
 * npm run bench:tryon — the local virtual try-on on a 1024-px full-length photo with four
 * garments (top, bottom, shoes, bag): model load once, then p50/p95 over the runs and where the
 * time goes (pose detection, cut-out, warping, encoding).
 */
import { renderGarmentImage } from '../src/db/seed/garment-images';
import { localTryOn, type TryOnGarment, type TryOnTimings } from '../src/modules/tryon/local-tryon';
import { poseModel } from '../src/modules/tryon/pose-detector';
import { fullLengthPhoto } from '../src/test/photos';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

const garment = async (slot: TryOnGarment['slot'], kind: string, color: string) => ({
  slot,
  picture: await renderGarmentImage({
    category: slot,
    kind: kind as never,
    color: color as never,
    seed: 7,
    view: 'front',
  }),
});

async function main() {
  const photo = await fullLengthPhoto(1024);
  const garments = await Promise.all([
    garment('top', 'shirt', 'синий'),
    garment('bottom', 'jeans', 'чёрный'),
    garment('footwear', 'sneakers', 'белый'),
    garment('accessory', 'bag', 'коричневый'),
  ]);
  let started = performance.now();
  await poseModel();
  console.info(`model loaded in ${(performance.now() - started).toFixed(0)} ms (once per process)`);

  const totals: number[] = [];
  const shares: TryOnTimings = { pose_ms: 0, cutout_ms: 0, warp_ms: 0, encode_ms: 0 };
  for (let i = 0; i < WARMUP + RUNS; i++) {
    started = performance.now();
    const result = await localTryOn(photo, garments);
    const elapsed = performance.now() - started;
    if (!result.ok) throw new Error(`try-on failed: ${result.message}`);
    if (i < WARMUP) continue;
    totals.push(elapsed);
    for (const key of Object.keys(shares) as (keyof TryOnTimings)[])
      shares[key] += result.timings[key];
  }
  totals.sort((a, b) => a - b);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))]!;
  const sum = totals.reduce((a, b) => a + b, 0);
  console.info(
    `\nlocal try-on, 1024-px photo, 4 garments, ${RUNS} runs on ${(await import('node:os')).cpus().length} cores`,
  );
  console.info(
    `p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   mean ${(sum / RUNS).toFixed(0)} ms\n`,
  );
  const labels: Record<keyof TryOnTimings, string> = {
    pose_ms: 'pose detection (MoveNet, WebAssembly)',
    cutout_ms: 'garment cut-out (backdrop removal)',
    warp_ms: 'warping onto the body and lighting',
    encode_ms: 'compositing and WebP encoding',
  };
  for (const key of Object.keys(labels) as (keyof TryOnTimings)[]) {
    const ms = shares[key] / RUNS;
    console.info(
      `${labels[key].padEnd(42)} ${String(Math.round((shares[key] / sum) * 100)).padStart(3)}%  ${ms.toFixed(0)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
