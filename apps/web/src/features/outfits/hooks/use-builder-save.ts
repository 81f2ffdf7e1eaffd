import type { UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { BuilderValues } from '../builder-form';
import { useSaveOutfit } from './use-save-outfit';
import { shownResult, type TryOnState } from './use-try-on';

/**
 * Saving the builder's outfit and the way out: something is `unsaved` while the draft is changed
 * or a try-on picture is shown (leaving then asks first, `SchemaForm`'s leave guard). Saved, the
 * draft goes and the way out is free; the outfit takes the builder's place in the history, so
 * Back goes to where the builder was opened from, not into it again.
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
  const navigate = useNavigate();
  const shown = shownResult(tryOn);
  const saver = useSaveOutfit({
    form,
    outfitId,
    // The picture on screen goes with the outfit: on the photo, or on the figure.
    tryOnResultUrl: shown?.url,
    withPieces,
    onSaved: (id, release) => {
      draft.clear();
      release();
      void navigate(paths.outfit.build(id), { replace: true });
    },
  });
  return { ...saver, unsaved: draft.dirty || shown !== null };
}
