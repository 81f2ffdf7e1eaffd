import type {
  FigureReason,
  TryonRendering,
  VirtualTryonRequest,
  VirtualTryonResponse,
} from '@shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOr } from '@/lib/error-messages';
import { getVirtualTryon } from '../api/get-virtual-tryon';
import { startVirtualTryon } from '../api/start-virtual-tryon';
import { tryonText } from '../tryon-text';

/** How often a hosted provider's job is asked for its state. */
export const TRYON_POLL_MS = 1500;
/** A job still unfinished after this long is given up (the provider is stuck). */
export const TRYON_POLL_TIMEOUT_MS = 3 * 60_000;

/** A finished try-on picture and what it is, as the server says. */
export interface TryOnResult {
  url: string;
  rendering: TryonRendering;
  /** Why the outfit is on the figure and not on the photo; null on a photo rendering. */
  figureReason: FigureReason | null;
  /** The server's messages in words («Виртуальная примерка готова…», or why a figure). */
  message: string;
}

/** Which of the kept pictures is on screen: one on the photo, one on the figure. */
export type TryOnView = 'photo' | 'figure';

export type TryOnStatus =
  | { status: 'idle' }
  /** `progress` is null while the first answer is awaited (the shop's own provider). */
  | { status: 'generating'; progress: number | null }
  | { status: 'done' }
  | { status: 'error'; message: string };

export type TryOnState = TryOnStatus & {
  /** The pictures made for the current items and photo, both kept so switching is instant. */
  results: Partial<Record<TryOnView, TryOnResult>>;
  view: TryOnView;
};

const IDLE: TryOnState = { status: 'idle', results: {}, view: 'photo' };

const running = (answer: VirtualTryonResponse) =>
  answer.state === 'pending' || answer.state === 'running';

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

const viewOf = (rendering: TryonRendering): TryOnView =>
  rendering === 'figure' ? 'figure' : 'photo';

/**
 * The answer to the request: the shop's own provider's at once, a hosted provider's job asked
 * for until it is no longer running (`onProgress` hears how far it is). Null once `stale` says a
 * newer run took over.
 */
async function finalAnswer(
  request: VirtualTryonRequest,
  stale: () => boolean,
  onProgress: (progress: number | null) => void,
): Promise<VirtualTryonResponse | null> {
  let answer = await startVirtualTryon(request);
  const jobId = answer.job_id;
  const deadline = Date.now() + TRYON_POLL_TIMEOUT_MS;
  while (running(answer)) {
    if (stale()) return null;
    onProgress(answer.progress);
    if (Date.now() > deadline) throw new Error('The try-on job did not finish in time');
    await sleep(TRYON_POLL_MS);
    if (stale()) return null;
    answer = await getVirtualTryon(jobId);
  }
  return stale() ? null : answer;
}

/** A finished picture as the builder keeps it, with the server's messages in words. */
const resultOf = (answer: VirtualTryonResponse, url: string, message: string): TryOnResult => ({
  url,
  rendering: answer.rendering,
  figureReason: answer.figure_reason,
  message,
});

/** The picture on screen, if any. */
export function shownResult(state: TryOnState): TryOnResult | null {
  return state.results[state.view] ?? null;
}

/**
 * The virtual try-on: idle → generating → done | error. The answer of POST
 * /api/outfits/virtual-tryon is final for the shop's own provider (200); a hosted provider's
 * job (202) is polled every TRYON_POLL_MS, its progress shown, until it is done or fails.
 * `start` makes a new picture (the server decides photo or figure); `showFigure` asks for the
 * same outfit on the shopper's figure (`rendering: 'figure'`) once, keeping the photo picture,
 * and then switches between the two at once (`showPhoto`). Nothing is toasted: the panel shows
 * the picture with the server's sentence, or the failure ('Ошибка генерации' with the server's
 * message, or 'Не удалось сгенерировать виртуальную примерку'). A new try-on, `reset` or leaving
 * the page abandons the one in flight.
 */
export function useTryOn() {
  const { t } = useTranslation();
  const [state, setState] = useState<TryOnState>(IDLE);
  /** Bumped by every start, reset and unmount: an older run sees it and stops. */
  const run = useRef(0);
  /** The request of the pictures kept, for asking the same outfit on the figure. */
  const lastRequest = useRef<VirtualTryonRequest | null>(null);

  useEffect(() => {
    const current = run;
    return () => {
      current.current += 1;
    };
  }, []);

  const ask = useCallback(
    async (request: VirtualTryonRequest, keep: TryOnState['results']) => {
      const id = ++run.current;
      const stale = () => run.current !== id;
      const status = (next: TryOnStatus, results = keep, view?: TryOnView) =>
        setState((current) => ({ ...next, results, view: view ?? current.view }));
      status({ status: 'generating', progress: null });
      try {
        const answer = await finalAnswer(request, stale, (progress) =>
          status({ status: 'generating', progress }),
        );
        if (!answer) return;
        if (answer.success && answer.result_image_url) {
          const result = resultOf(answer, answer.result_image_url, tryonText(t, answer.messages));
          const view = viewOf(answer.rendering);
          status({ status: 'done' }, { ...keep, [view]: result }, view);
        } else {
          status({ status: 'error', message: tryonText(t, answer.messages) });
        }
      } catch (error) {
        if (stale()) return;
        console.warn('[outfits] the try-on failed', error);
        // A refusal with a reason the shopper can act on (too many requests, signed out…) says
        // so; anything else is 'Не удалось сгенерировать виртуальную примерку'.
        status({ status: 'error', message: errorTextOr(error, t('outfits.builder.tryOnFailed')) });
      }
    },
    [t],
  );

  const start = useCallback(
    (request: VirtualTryonRequest) => {
      lastRequest.current = request;
      setState(IDLE);
      return ask(request, {});
    },
    [ask],
  );

  /** The outfit on the figure: the one kept, or asked for with the last request. */
  const showFigure = useCallback(() => {
    if (state.results.figure) {
      setState((current) => ({ ...current, view: 'figure' }));
      return Promise.resolve();
    }
    if (!lastRequest.current) return Promise.resolve();
    return ask({ ...lastRequest.current, rendering: 'figure' }, state.results);
  }, [ask, state.results]);

  const showPhoto = useCallback(() => {
    setState((current) => (current.results.photo ? { ...current, view: 'photo' } : current));
  }, []);

  const reset = useCallback(() => {
    run.current += 1;
    lastRequest.current = null;
    setState(IDLE);
  }, []);

  return { state, start, showFigure, showPhoto, reset };
}

export type TryOnControls = ReturnType<typeof useTryOn>;
