import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import type { BuilderValues } from '../builder-form';
import { useSaveOutfit } from './use-save-outfit';
import { shownResult, type TryOnState } from './use-try-on';

/**
 * Saving the builder's outfit and the way out: leaving with something unsaved (a changed draft,
 * or a try-on picture) asks first. Saved, the draft goes and the way out is free; the outfit
 * takes the builder's place in the history, so Back goes to where the builder was opened from,
 * not into it again.
 */
export function useBuilderSave({
  form,
  outfitId,
  draft,
  tryOn,
  withPieces,
}: {
  form: UseFormReturnType<BuilderValues>;
  outfitId: number | undefined;
  draft: { dirty: boolean; clear: () => void };
  tryOn: TryOnState;
  withPieces: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = shownResult(tryOn);
  const guard = useLeaveGuard(draft.dirty || shown !== null, t('outfits.builder.leave.text'));
  return useSaveOutfit({
    form,
    outfitId,
    // The picture on screen goes with the outfit: on the photo, or on the figure.
    tryOnResultUrl: shown?.url,
    withPieces,
    onSaved: (id) => {
      draft.clear();
      guard.release();
      void navigate(paths.outfit.build(id), { replace: true });
    },
  });
}
