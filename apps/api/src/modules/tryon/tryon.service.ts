import {
  type Category,
  type VirtualTryonResponse,
  type virtualTryonRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { keyFromAddress } from '../../lib/storage';
import type { CatalogService } from '../catalog/catalog.service';
import type { MediaService, PreparedImage } from '../media/media.service';
import type { OutfitGarment } from '../../lib/fitting/fit-outfit';
import { fitOnPhotoOffThread } from '../../lib/fitting/fitting-pool';
import type { HostedTryOn } from './hosted-tryon';
import { createRemoteTryOn } from './remote-tryon';
import { createReplicateTryOn } from './replicate-tryon';
import type { TryonJobRow, TryonRepository } from './tryon.repository';

type Request = z.output<typeof virtualTryonRequestSchema>;
type Deps = {
  db: Db;
  repo: TryonRepository;
  config: AppConfig;
  catalog: CatalogService;
  media: MediaService;
  queue: JobQueue;
};

const READY = 'Виртуальная примерка готова';
const IN_PROGRESS = 'Примерка выполняется…';
const NO_PICTURES = 'У выбранных предметов нет изображений для примерки';
const FAILED = 'Не удалось сгенерировать виртуальную примерку';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: [{ path, message }] });

/**
 * Virtual try-on: the shopper's own photo and one item per slot become a new picture, private to
 * the shopper. The local provider answers within the request; the hosted one runs as a job the
 * client polls. Success is never claimed without a new picture.
 */
export function createTryonService({ db, repo, config, catalog, media, queue }: Deps) {
  const remote: HostedTryOn | null =
    config.TRYON_PROVIDER === 'remote'
      ? createRemoteTryOn(config)
      : config.TRYON_PROVIDER === 'replicate'
        ? createReplicateTryOn(config)
        : null;

  function present(job: TryonJobRow): VirtualTryonResponse {
    const done = job.state === 'done' && job.resultKey !== null;
    return {
      success: done,
      result_image_url: done ? media.url(job.resultKey) : null,
      // A finished try-on's message carries what the photo could not show, after the verdict.
      message: done
        ? [READY, job.message].filter(Boolean).join('. ')
        : job.state === 'error'
          ? (job.message ?? FAILED)
          : IN_PROGRESS,
      job_id: job.id,
      state: job.state,
      progress: job.progress,
      rendering: job.provider === 'local' ? 'photo_sketch' : 'hosted_photo',
      figure_reason: null,
    };
  }

  /** The first item of each category, in the order the shopper chose them. */
  async function garmentsOf(request: Request) {
    const ids = request.outfit_items.map((item) => item.id);
    const briefs = await catalog.briefs(ids);
    const missing = ids.find((id) => !briefs.has(id));
    if (missing !== undefined) throw invalid('outfit_items', `Item ${missing} does not exist`);
    const chosen = new Map<Category, { slot: Category; itemId: number }>();
    for (const id of ids) {
      const brief = briefs.get(id)!;
      if (brief.imageKey && !chosen.has(brief.category))
        chosen.set(brief.category, { slot: brief.category, itemId: id });
    }
    return [...chosen.values()];
  }

  async function run(jobId: string): Promise<void> {
    const job = await repo.claim(jobId, db);
    if (!job) return;
    try {
      const briefs = await catalog.briefs(job.garments.map((g) => g.itemId));
      const garments: OutfitGarment[] = [];
      for (const g of job.garments) {
        const brief = briefs.get(g.itemId);
        if (brief?.imageKey)
          garments.push({
            slot: g.slot,
            picture: await media.read(brief.imageKey),
            name: brief.name,
          });
      }
      if (!garments.length) return void (await repo.fail(jobId, NO_PICTURES, db));
      const photo = await media.read(job.photoKey);

      let image: PreparedImage;
      let notes: string | null = null;
      if (remote) {
        const outcome = await remote(photo, garments, {
          onProgress: (percent) => repo.progress(jobId, percent, db).then(() => undefined),
        });
        if (!outcome.ok) return void (await repo.fail(jobId, outcome.message, db));
        image = await media.prepareImage('tryon', outcome.image);
      } else {
        const outcome = await fitOnPhotoOffThread(photo, garments);
        if (!outcome.ok) return void (await repo.fail(jobId, outcome.message, db));
        image = await media.prepareGenerated('tryon', outcome.webp, outcome);
        notes = outcome.notes.join('. ') || null;
      }
      try {
        await db.transaction(async (tx) => {
          await media.record([image], job.userId, tx);
          await repo.finish(jobId, image.key, notes, tx);
        });
      } catch (error) {
        await media.discard([image]);
        throw error;
      }
    } catch (error) {
      await repo.fail(jobId, FAILED, db).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Starts a try-on; answers 200 with the outcome (local) or 202 with a job to poll (hosted). */
    async start(
      userId: number,
      request: Request,
    ): Promise<{ status: 200 | 202; body: VirtualTryonResponse }> {
      const key = keyFromAddress(request.human_image_url);
      const photo = key ? await media.findOwn(userId, key, 'photo', db) : undefined;
      if (!photo) throw invalid('human_image_url', 'The photo must be one you uploaded');
      const garments = await garmentsOf(request);
      const job = await repo.insert(
        {
          userId,
          provider: remote ? config.TRYON_PROVIDER : 'local',
          photoKey: photo.storageKey,
          garments,
        },
        db,
      );
      if (!garments.length) {
        await repo.fail(job.id, NO_PICTURES, db);
      } else if (remote) {
        await queue.send('tryon.run', { jobId: job.id });
        return { status: 202, body: present(job) };
      } else {
        await run(job.id);
      }
      return { status: 200, body: present((await repo.findOwn(job.id, userId))!) };
    },

    async status(userId: number, jobId: string): Promise<VirtualTryonResponse> {
      const job = await repo.findOwn(jobId, userId);
      if (!job) throw notFound('Try-on');
      return present(job);
    },

    /** The background job's work (hosted provider). */
    run,
  };
}

export type TryonService = ReturnType<typeof createTryonService>;
