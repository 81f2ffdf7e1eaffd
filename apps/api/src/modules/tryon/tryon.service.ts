import {
  type Category,
  type TryonMessage,
  type User,
  type VirtualTryonResponse,
  type virtualTryonRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { keyFromAddress, MissingFileError } from '../../lib/storage';
import type { CatalogService } from '../catalog/catalog.service';
import type { MediaService, PreparedImage } from '../media/media.service';
import type { FitProfile, OutfitGarment } from '../../lib/fitting/fit-outfit';
import { fitOnPhotoOffThread } from '../../lib/fitting/fitting-pool';
import type { HostedTryOn } from './hosted-tryon';
import { createRemoteTryOn } from './remote-tryon';
import { createReplicateTryOn } from './replicate-tryon';
import { storedMessages, type TryonJobRow, type TryonRepository } from './tryon.repository';

type Request = z.output<typeof virtualTryonRequestSchema>;
type Deps = {
  db: Db;
  repo: TryonRepository;
  config: AppConfig;
  catalog: CatalogService;
  media: MediaService;
  queue: JobQueue;
  /** The shopper's profile: its height, weight and measurements shape their figure. */
  profileOf: (userId: number) => Promise<Pick<User, keyof FitProfile>>;
  /** One of the shopper's own wardrobe pieces as a garment to draw; null when not theirs. */
  pieceSource: (
    ownerId: number,
    id: number,
  ) => Promise<{ slot: Category; name: string; imageKey: string | null } | null>;
  /** An own piece's picture as the fitting reads a shop's. */
  readPiecePicture: (key: string) => Promise<Buffer>;
};

type Garment = TryonJobRow['garments'][number];

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: [{ path, message }] });

/**
 * Virtual try-on: the shopper's own photo and one item per slot become a new picture, private to
 * the shopper. The local provider answers within the request; the hosted one runs as a job the
 * client polls. Success is never claimed without a new picture.
 */
export function createTryonService({
  db,
  repo,
  config,
  catalog,
  media,
  queue,
  profileOf,
  pieceSource,
  readPiecePicture,
}: Deps) {
  const remote: HostedTryOn | null =
    config.TRYON_PROVIDER === 'remote'
      ? createRemoteTryOn(config)
      : config.TRYON_PROVIDER === 'replicate'
        ? createReplicateTryOn(config)
        : null;

  /** The job's state first, then what the picture could not show or why the figure. */
  function messagesOf(job: TryonJobRow, done: boolean): TryonMessage[] {
    const stored = storedMessages(job);
    if (done) {
      const why: TryonMessage[] = job.figureReason
        ? [{ code: 'figure', reason: job.figureReason }]
        : [];
      return [{ code: 'ready' }, ...why, ...stored];
    }
    if (job.state !== 'error') return [{ code: 'in_progress' }];
    return stored.length ? stored : [{ code: 'failed' }];
  }

  function present(job: TryonJobRow): VirtualTryonResponse {
    const done = job.state === 'done' && job.resultKey !== null;
    return {
      success: done,
      result_image_url: done ? media.url(job.resultKey) : null,
      messages: messagesOf(job, done),
      job_id: job.id,
      state: job.state,
      progress: job.progress,
      rendering: job.rendering ?? (job.provider === 'local' ? 'photo_sketch' : 'hosted_photo'),
      figure_reason: done ? job.figureReason : null,
    };
  }

  /**
   * The items with pictures, in the order the shopper chose them: all of them for the shop's own
   * renderer (a jacket over a shirt, a belt and a bag), the first of each category for a hosted
   * model, which wears one garment a slot.
   */
  async function garmentsOf(request: Request, hosted: boolean, userId: number) {
    const ids = request.outfit_items.flatMap((item) => ('id' in item ? [item.id] : []));
    const briefs = await catalog.briefs(ids);
    const missing = ids.find((id) => !briefs.has(id));
    if (missing !== undefined) throw invalid('outfit_items', `Item ${missing} does not exist`);
    const chosen: Garment[] = [];
    const seen = new Set<string>();
    for (const entry of request.outfit_items) {
      const pieceId = 'id' in entry ? null : entry.wardrobe_item_id;
      const itemId = 'id' in entry ? entry.id : null;
      const seenKey = pieceId !== null ? `w${pieceId}` : `i${itemId}`;
      if (seen.has(seenKey)) continue;
      seen.add(seenKey);
      // Another account's piece is refused like one that does not exist.
      const source = pieceId !== null ? await pieceSource(userId, pieceId) : briefs.get(itemId!)!;
      if (!source) throw invalid('outfit_items', `Wardrobe item ${pieceId} does not exist`);
      const slot = 'category' in source ? source.category : source.slot;
      if (!source.imageKey) continue;
      if (hosted && chosen.some((g) => g.slot === slot)) continue;
      chosen.push(pieceId !== null ? { slot, wardrobeItemId: pieceId } : { slot, itemId: itemId! });
    }
    return chosen;
  }

  /**
   * The garments' pictures and names. One gone since the job was asked for is left out, and so is
   * one whose picture is not in the store (a database restored without its uploads), as a cover
   * leaves it out: the outfit is tried on without it rather than not at all.
   */
  async function picturesOf(
    job: TryonJobRow,
  ): Promise<{ garments: OutfitGarment[]; missing: Category[] }> {
    const briefs = await catalog.briefs(
      job.garments.flatMap((g) => ('itemId' in g ? [g.itemId] : [])),
    );
    const garments: OutfitGarment[] = [];
    const missing: Category[] = [];
    for (const g of job.garments) {
      const source =
        'itemId' in g ? briefs.get(g.itemId) : await pieceSource(job.userId, g.wardrobeItemId);
      if (!source?.imageKey) continue;
      const read = 'itemId' in g ? media.read : readPiecePicture;
      const picture = await read(source.imageKey).catch((error: unknown) => {
        if (error instanceof MissingFileError) return null;
        throw error;
      });
      if (picture) garments.push({ slot: g.slot, picture, name: source.name });
      else missing.push(g.slot);
    }
    return { garments, missing };
  }

  async function run(jobId: string, asked: { figure?: boolean } = {}): Promise<void> {
    const job = await repo.claim(jobId, db);
    if (!job) return;
    try {
      const { garments, missing } = await picturesOf(job);
      if (!garments.length) return void (await repo.fail(jobId, { code: 'no_pictures' }, db));
      const photo = await media.read(job.photoKey);

      let image: PreparedImage;
      let notes: TryonMessage[] = [];
      let drawn: Pick<TryonJobRow, 'rendering' | 'figureReason'> = {
        rendering: 'hosted_photo',
        figureReason: null,
      };
      if (job.provider !== 'local' && remote) {
        const outcome = await remote(photo, garments, {
          onProgress: (percent) => repo.progress(jobId, percent, db).then(() => undefined),
        });
        if (!outcome.ok) return void (await repo.fail(jobId, outcome.message, db));
        image = await media.prepareImage('tryon', outcome.image);
      } else {
        const outcome = await fitOnPhotoOffThread(photo, garments, {
          profile: await profileOf(job.userId),
          figure: asked.figure,
        });
        if (!outcome.ok) return void (await repo.fail(jobId, outcome.message, db));
        image = await media.prepareGenerated('tryon', outcome.webp, outcome);
        notes = outcome.notes;
        drawn = { rendering: outcome.rendering, figureReason: outcome.figureReason };
      }
      if (missing.length) notes = [...notes, { code: 'pictures_missing', slots: missing }];
      try {
        await db.transaction(async (tx) => {
          await media.record([image], job.userId, tx);
          await repo.finish(jobId, { resultKey: image.key, notes, ...drawn }, tx);
        });
      } catch (error) {
        await media.discard([image]);
        throw error;
      }
    } catch (error) {
      await repo.fail(jobId, { code: 'failed' }, db).catch(() => undefined);
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
      // The figure is drawn here whatever hosted service makes photos.
      const figure = request.rendering === 'figure';
      const hosted = !!remote && !figure;
      const garments = await garmentsOf(request, hosted, userId);
      const job = await repo.insert(
        {
          userId,
          provider: hosted ? config.TRYON_PROVIDER : 'local',
          photoKey: photo.storageKey,
          garments,
        },
        db,
      );
      if (!garments.length) {
        await repo.fail(job.id, { code: 'no_pictures' }, db);
      } else if (hosted) {
        await queue.send('tryon.run', { jobId: job.id });
        return { status: 202, body: present(job) };
      } else {
        await run(job.id, { figure });
      }
      return { status: 200, body: present((await repo.findOwn(job.id, userId, db))!) };
    },

    async status(userId: number, jobId: string): Promise<VirtualTryonResponse> {
      const job = await repo.findOwn(jobId, userId, db);
      if (!job) throw notFound('Try-on');
      return present(job);
    },

    /** The background job's work (hosted provider). */
    run,

    /** How the caller's try-on picture behind a storage key was made (an outfit keeps it). */
    renderingOf: (userId: number, resultKey: string, ex: DbOrTx) =>
      repo.renderingOf(userId, resultKey, ex),
  };
}
