import { Box, Button, Group, Image, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle, IconWand } from '@tabler/icons-react';
import type { TryonRendering } from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import {
  approximateTotal,
  chosenItems,
  chosenPieces,
  emptyPieces,
  hasSeveralInOneCategory,
  type BuilderPick,
  type BuilderSelection,
  type OwnPick,
  type PieceSelection,
} from '../../builder-form';
import { shownResult, type TryOnState } from '../../hooks/use-try-on';
import { MannequinStack } from '../mannequin-stack';
import { RenderingLabel } from '../rendering-label';
import backdrop from '../mannequin-stack.module.css';
import classes from './builder.module.css';
import { BUILDER_PREVIEW_ID } from './mini-preview';
import { PhotoUploader } from './photo-uploader';
import { TryOnBusy } from './try-on-busy';
import { TryOnFailed } from './try-on-failed';

const NO_PIECES = emptyPieces();

/**
 * The builder's right column: the live preview (the mannequin in the chosen items; while idle in
 * an edit, the outfit's saved try-on picture, the mannequin again if it fails to load), the photo
 * uploader, the approximate total, and 'Собрать образ' with its hints, progress and failure. A
 * try-on picture itself is shown large by `TryOnResult`, apart from this column; here a live
 * region only says it is ready (the server's sentence), without a toast that could cover it.
 */
export function TryOnPanel({
  selection,
  pieces = NO_PIECES,
  photoUrl,
  onPhoto,
  state,
  previousResultUrl,
  previousResultStale = false,
  previousRendering = null,
  photoChoice,
  onTryOn,
}: {
  selection: BuilderSelection;
  /** The own pieces chosen «Из гардероба», drawn with the items. */
  pieces?: PieceSelection;
  photoUrl: string | null;
  onPhoto: (photoUrl: string) => void;
  state: TryOnState;
  /** The outfit's saved try-on picture (edit), shown until a new one is made. */
  previousResultUrl?: string | null;
  /** The saved picture was made for another set of items than the chosen ones. */
  previousResultStale?: boolean;
  /** How the saved picture was made, to label it as a new one is. */
  previousRendering?: TryonRendering | null;
  /** Shown above the uploader: the photo kept in the settings, to choose in one tap. */
  photoChoice?: ReactNode;
  onTryOn: () => void;
}) {
  const { t } = useTranslation();
  const items = chosenItems(selection);
  const own = chosenPieces(pieces);
  const busy = state.status === 'generating';
  const made = shownResult(state);

  return (
    <SectionCard id="tryon-title" title={t('outfits.builder.preview.title')}>
      <LivePreview
        items={items}
        own={own}
        state={state}
        savedUrl={previousResultUrl}
        savedStale={previousResultStale}
        savedRendering={previousRendering}
      />

      {photoChoice}
      <PhotoUploader photoUrl={photoUrl} onUploaded={onPhoto} disabled={busy} />

      <ApproximateTotal selection={selection} />

      <Button
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconWand size={18} />}
        onClick={onTryOn}
        disabled={!photoUrl || items.length === 0 || busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('outfits.builder.tryOnBusy') : t('outfits.builder.tryOn')}
      </Button>
      {state.status === 'error' && !made && <TryOnFailed message={state.message} />}
      <VisuallyHidden role="status">{state.status === 'done' ? made?.message : ''}</VisuallyHidden>
      <TryOnHints
        noPhoto={!photoUrl}
        noItems={items.length === 0 && own.length === 0}
        severalInOne={hasSeveralInOneCategory(selection)}
      />
    </SectionCard>
  );
}

/**
 * The live preview: the mannequin in the chosen items and pieces; while idle in an edit, the
 * outfit's saved try-on picture (labelled for how it was made), the mannequin again if it fails
 * to load, and a note when it was made for other items; while a try-on is made, its progress.
 */
function LivePreview({
  items,
  own,
  state,
  savedUrl,
  savedStale,
  savedRendering,
}: {
  items: BuilderPick[];
  own: OwnPick[];
  state: TryOnState;
  savedUrl: string | null | undefined;
  savedStale: boolean;
  savedRendering: TryonRendering | null;
}) {
  const { t } = useTranslation();
  const busy = state.status === 'generating';
  const result = resolveImageUrl(state.status === 'idle' ? savedUrl : null);
  const [brokenResult, setBrokenResult] = useState<string | null>(null);
  const showResult = result !== null && brokenResult !== result;
  return (
    <>
      <Box
        id={BUILDER_PREVIEW_ID}
        className={`${classes.preview} ${backdrop.backdrop}`}
        data-testid="tryon-preview"
        aria-busy={busy || undefined}
      >
        {showResult ? (
          <>
            <Image
              src={result}
              alt={t('outfits.builder.preview.resultAlt')}
              className={classes.resultImage}
              onError={() => setBrokenResult(result)}
            />
            {savedRendering && (
              <RenderingLabel rendering={savedRendering} className={classes.previewLabel} />
            )}
          </>
        ) : (
          <MannequinStack items={items} pieces={own} alt={t('outfits.mannequinAlt')} />
        )}
        {busy && !shownResult(state) && <TryOnBusy progress={state.progress} />}
      </Box>
      {showResult && state.status === 'idle' && savedStale && (
        <Text size="sm" c="orange.9" role="note" data-testid="tryon-stale">
          {t('outfits.tryonStale')}
        </Text>
      )}
      {busy && (
        <Progress
          value={state.progress ?? 100}
          animated={state.progress === null}
          striped={state.progress === null}
          color="wine"
          size="sm"
          aria-label={t('outfits.builder.tryOnProgress')}
        />
      )}
    </>
  );
}

/** The approximate total of the chosen items (those without a price count nothing). */
function ApproximateTotal({ selection }: { selection: BuilderSelection }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  return (
    <Group justify="space-between" align="baseline">
      <Text c="dimmed" size="sm">
        {t('outfits.builder.total')}
      </Text>
      <Text fw={700} fz="xl" data-testid="builder-total">
        ≈ {formatPrice(approximateTotal(selection), currency)}
      </Text>
    </Group>
  );
}

/** What keeps 'Собрать образ' from working, or makes it apply less than was chosen. */
function TryOnHints({
  noPhoto,
  noItems,
  severalInOne,
}: {
  noPhoto: boolean;
  noItems: boolean;
  severalInOne: boolean;
}) {
  const { t } = useTranslation();
  const hints: string[] = [];
  if (noPhoto) hints.push(t('outfits.builder.hintPhoto'));
  if (noItems) hints.push(t('outfits.builder.hintItems'));
  if (severalInOne) hints.push(t('outfits.builder.hintOnePerCategory'));
  if (hints.length === 0) return null;
  return (
    <Stack gap={4}>
      {hints.map((hint) => (
        <Group key={hint} gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle
            size={16}
            style={{ flex: 'none', marginTop: 2 }}
            color="var(--mantine-color-dimmed)"
            aria-hidden
          />
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
