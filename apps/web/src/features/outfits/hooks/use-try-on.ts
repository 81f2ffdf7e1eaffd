import type { TryonKind, VirtualTryonRequest, VirtualTryonResponse } from '@shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getVirtualTryon } from '../api/get-virtual-tryon';
import { startVirtualTryon } from '../api/start-virtual-tryon';

/** How often a hosted provider's job is asked for its state. */
export const TRYON_POLL_MS = 1500;
/** A job still unfinished after this long is given up (the provider is stuck). */
export const TRYON_POLL_TIMEOUT_MS = 3 * 60_000;

export type TryOnState =
  | { status: 'idle' }
  /** `progress` is null while the first answer is awaited (the shop's own provider). */
  | { status: 'generating'; progress: number | null }
  /** `kind`: a sketch (the shop's own compositing) or a photo (a hosted model), as the server says. */
  | { status: 'done'; resultUrl: string; kind: TryonKind }
  | { status: 'error'; message: string };

const running = (answer: VirtualTryonResponse) =>
  answer.state === 'pending' || answer.state === 'running';

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The virtual try-on: idle → generating → done | error. The answer of POST
 * /api/outfits/virtual-tryon is final for the shop's own provider (200); a hosted provider's
 * job (202) is polled every TRYON_POLL_MS, its progress shown, until it is done or fails.
 * Success toasts 'Виртуальная примерка готова'; a failure toasts 'Ошибка генерации' with the
 * server's message, or 'Не удалось сгенерировать виртуальную примерку'. A new try-on, `reset`
 * or leaving the page abandons the one in flight.
 */
export function useTryOn() {
  const { t } = useTranslation();
  const [state, setState] = useState<TryOnState>({ status: 'idle' });
  /** Bumped by every start, reset and unmount: an older run sees it and stops. */
  const run = useRef(0);

  useEffect(() => {
    const current = run;
    return () => {
      current.current += 1;
    };
  }, []);

  const fail = useCallback(
    (message: string) => {
      setState({ status: 'error', message });
      notifyError(message, { title: t('outfits.builder.tryOnFailedTitle'), id: 'tryon-failed' });
    },
    [t],
  );

  const start = useCallback(
    async (request: VirtualTryonRequest) => {
      const id = ++run.current;
      const stale = () => run.current !== id;
      setState({ status: 'generating', progress: null });
      try {
        let answer = await startVirtualTryon(request);
        const jobId = answer.job_id;
        const deadline = Date.now() + TRYON_POLL_TIMEOUT_MS;
        while (running(answer)) {
          if (stale()) return;
          setState({ status: 'generating', progress: answer.progress });
          if (Date.now() > deadline) throw new Error('The try-on job did not finish in time');
          await sleep(TRYON_POLL_MS);
          if (stale()) return;
          answer = await getVirtualTryon(jobId);
        }
        if (stale()) return;
        if (answer.success && answer.result_image_url) {
          setState({ status: 'done', resultUrl: answer.result_image_url, kind: answer.kind });
          notifySuccess(t('outfits.builder.tryOnReady'), { id: 'tryon-ready' });
        } else {
          fail(answer.message.trim() || t('outfits.builder.tryOnFailed'));
        }
      } catch (error) {
        if (stale()) return;
        console.warn('[outfits] the try-on failed', error);
        // A refusal with a reason the shopper can act on (too many requests, signed out…) says
        // so; anything else is 'Не удалось сгенерировать виртуальную примерку'.
        fail(errorTextOr(error, t('outfits.builder.tryOnFailed')));
      }
    },
    [fail, t],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, start, reset };
}
