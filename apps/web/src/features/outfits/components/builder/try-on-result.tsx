import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { resolveImageUrl } from '@/lib/image-url';
import { shownResult, type TryOnControls } from '../../hooks/use-try-on';
import { RenderingLabel } from '../rendering-label';
import { CompareSlider } from './compare-slider';
import { TryOnBusy } from './try-on-busy';
import { TryOnFailed } from './try-on-failed';
import backdrop from '../mannequin-stack.module.css';
import classes from './try-on-result.module.css';

/** A new picture is brought into view when it is not (the button that asked may be far below). */
function useRevealed(url: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!url || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    // jsdom has no scrollIntoView.
    element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [url]);
  return ref;
}

/** The outfit on the shopper's figure, the photo it was measured on small beside (above) it. */
function FigurePicture({
  url,
  photo,
  overlay,
  onError,
}: {
  url: string;
  photo: string | null;
  overlay: ReactNode;
  onError: () => void;
}) {
  const { t } = useTranslation();
  const [ratio, setRatio] = useState<number | null>(null);
  return (
    <div className={classes.figureRow}>
      {photo && (
        <figure className={classes.original}>
          <img src={photo} alt={t('outfits.builder.result.originalAlt')} />
          <Text component="figcaption" size="xs" c="dimmed">
            {t('outfits.builder.result.original')}
          </Text>
        </figure>
      )}
      <div
        className={`${classes.frame} ${backdrop.backdrop}`}
        style={ratio ? ({ '--ratio': String(ratio) } as CSSProperties) : undefined}
        data-testid="tryon-result-box"
      >
        <img
          src={url}
          alt={t('outfits.builder.preview.resultAlt')}
          className={classes.layer}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
          }}
          onError={onError}
        />
        {overlay}
      </div>
    </div>
  );
}

/** «Показать на фигуре» beside a picture on the photo; «Вернуться к фото» from a figure, if one. */
function ResultActions({
  tryOn,
  onFigure,
  busy,
}: {
  tryOn: TryOnControls;
  onFigure: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (onFigure) {
    if (!tryOn.state.results.photo) return null;
    return (
      <Button variant="light" leftSection={<IconPhoto size={18} />} onClick={tryOn.showPhoto}>
        {t('outfits.builder.result.showPhoto')}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconUser size={18} />}
      onClick={() => void tryOn.showFigure()}
      disabled={busy}
    >
      {t('outfits.builder.result.showFigure')}
    </Button>
  );
}

/**
 * «Результат примерки»: the picture large (64 % of the window's height on a computer, the
 * screen's width on a phone), always labelled for what it is — «Фотопримерка», «Эскиз на фото»
 * or «Ваша фигура» — with the server's sentence under it (for a figure, why it is a figure). A
 * picture on the photo is compared with the original by a border to drag; a figure has the
 * original small beside it. «Показать на фигуре» asks for the same outfit on the figure, and
 * «Вернуться к фото» goes back to the picture on the photo; both are kept, so a second switch is
 * at once. A failure of that request is said here, over the picture that stays.
 */
export function TryOnResult({
  tryOn,
  photoUrl,
}: {
  tryOn: TryOnControls;
  photoUrl: string | null;
}) {
  const { t } = useTranslation();
  const { state } = tryOn;
  const result = shownResult(state);
  const url = resolveImageUrl(result?.url);
  const photo = resolveImageUrl(photoUrl);
  const [broken, setBroken] = useState<string | null>(null);
  const ref = useRevealed(url);
  if (!result || !url) return null;
  const busy = state.status === 'generating';
  const onFigure = result.rendering === 'figure';
  const label = <RenderingLabel rendering={result.rendering} className={classes.label} />;
  const overlay = (
    <>
      {label}
      {busy && <TryOnBusy progress={state.progress} />}
    </>
  );
  const onError = () => setBroken(url);

  return (
    <Box ref={ref} className={classes.stage} data-testid="tryon-result">
      <SectionCard id="tryon-result-title" title={t('outfits.builder.result.title')}>
        <div className={classes.bleed}>
          {broken === url ? (
            <Text c="dimmed">{t('outfits.builder.tryOnFailed')}</Text>
          ) : onFigure || !photo ? (
            <FigurePicture url={url} photo={photo} overlay={overlay} onError={onError} />
          ) : (
            <CompareSlider
              after={url}
              afterAlt={t('outfits.builder.preview.resultAlt')}
              before={photo}
              beforeAlt={t('outfits.builder.result.originalAlt')}
              overlay={overlay}
              onAfterError={onError}
            />
          )}
        </div>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
            <Text fw={600} data-testid="tryon-message">
              {result.message}
            </Text>
            {!onFigure && photo && (
              <Text size="xs" c="dimmed">
                {t('outfits.builder.result.compareHint')}
              </Text>
            )}
          </Stack>
          <ResultActions tryOn={tryOn} onFigure={onFigure} busy={busy} />
        </Group>
        {state.status === 'error' && <TryOnFailed message={state.message} />}
      </SectionCard>
    </Box>
  );
}
