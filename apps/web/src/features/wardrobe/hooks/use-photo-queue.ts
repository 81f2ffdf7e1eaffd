import { WARDROBE_PHOTOS_PER_ADD, type WardrobeItem } from '@shop/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { checkImageFile } from '@/lib/image-file';
import { notifyInfo } from '@/lib/notify';
import { addWardrobePhoto } from '../api/add-wardrobe-photo';
import { useRefreshWardrobe } from '../api/wardrobe-writes';

export type PhotoStatus =
  | 'queued'
  | 'working'
  /** Recognised: the piece exists and waits for «Сохранить» or «Не добавлять». */
  | 'ready'
  /** No garment in it: nothing was kept. */
  | 'refused'
  | 'failed'
  | 'kept'
  | 'discarded';

export interface PhotoEntry {
  key: string;
  file: File;
  /** The photo itself, shown beside its result (an object URL, revoked when the list is cleared). */
  preview: string;
  status: PhotoStatus;
  piece: WardrobeItem | null;
  error: string | null;
  /** A failure on the way (not a file refused before sending): «Повторить» sends it again. */
  retryable: boolean;
}

let counter = 0;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `photo-${Date.now()}-${(counter += 1)}`;

/** A chosen photo, waiting its turn; a file the shop would refuse is failed at once, unsent. */
function newEntry(file: File): PhotoEntry {
  const problem = checkImageFile(file);
  return {
    key: newKey(),
    file,
    preview: URL.createObjectURL(file),
    status: problem ? 'failed' : 'queued',
    piece: null,
    error: problem ? problem.message : null,
    retryable: false,
  };
}

/**
 * Photos chosen for «Добавить вещь», uploaded one at a time (recognition is heavy work on the
 * server, and a phone's connection is better spent on one photo than split over ten). Each has
 * its own state; a refused or failed photo does not stop the others. A photo is sent once per
 * attempt under one Idempotency-Key (kept for «Повторить»), so no click or re-render adds it twice.
 */
export function usePhotoQueue() {
  const { t } = useTranslation();
  const refresh = useRefreshWardrobe();
  const [entries, setEntries] = useState<PhotoEntry[]>([]);
  // The list as of the last change, read by the queue between renders.
  const list = useRef<PhotoEntry[]>([]);
  const running = useRef(false);

  const commit = useCallback((change: (entries: PhotoEntry[]) => PhotoEntry[]) => {
    list.current = change(list.current);
    setEntries(list.current);
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<PhotoEntry>) =>
      commit((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e))),
    [commit],
  );

  /** Sends the next waiting photo, unless one is on its way; each answer sends the next. */
  const pump = () => {
    if (running.current) return;
    const next = list.current.find((e) => e.status === 'queued');
    if (!next) return;
    running.current = true;
    patch(next.key, { status: 'working' });
    addWardrobePhoto(next.file, next.key)
      .then((piece) => {
        patch(next.key, { status: 'ready', piece });
        void refresh();
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 422) {
          patch(next.key, { status: 'refused', error: t('wardrobe.add.refused') });
        } else {
          const text = errorTextOr(error, t('wardrobe.add.failed'));
          patch(next.key, { status: 'failed', error: text, retryable: true });
        }
      })
      .finally(() => {
        running.current = false;
        pump();
      });
  };

  const add = (files: File[]) => {
    const taken = files.slice(0, WARDROBE_PHOTOS_PER_ADD);
    if (files.length > taken.length) {
      notifyInfo(t('wardrobe.add.tooMany', { max: WARDROBE_PHOTOS_PER_ADD }), {
        id: 'wardrobe-too-many-photos',
      });
    }
    const fresh = taken.map(newEntry);
    commit((all) => [...all, ...fresh]);
    pump();
  };

  const retry = (key: string) => {
    patch(key, { status: 'queued', error: null });
    pump();
  };

  /** Forgets the finished list (and its object URLs); photos still on their way stay. */
  const clear = () => {
    const keep = list.current.filter((e) => e.status === 'queued' || e.status === 'working');
    for (const e of list.current) if (!keep.includes(e)) URL.revokeObjectURL(e.preview);
    commit(() => keep);
  };

  return { entries, add, retry, patch, clear };
}
