import type { UseFormReturnType } from '@mantine/form';
import {
  chosenPieces,
  togglePiece,
  type BuilderValues,
  type OwnPick,
  type PieceSelection,
} from '../builder-form';

/**
 * «Из гардероба» in the builder: an own piece in or out of its slot. The first one makes the
 * outfit private (the shopper may publish it again); any change makes a try-on stale.
 */
export function useBuilderPieces(form: UseFormReturnType<BuilderValues>, onChange: () => void) {
  const pieces = form.values.pieces;
  const setPieces = (next: PieceSelection) => {
    if (next === pieces) return;
    if (chosenPieces(pieces).length === 0 && chosenPieces(next).length > 0)
      form.setFieldValue('is_public', false);
    form.setFieldValue('pieces', next);
    form.clearFieldError('items');
    onChange();
  };
  return {
    pieces,
    set: setPieces,
    toggle: (piece: OwnPick) => setPieces(togglePiece(pieces, piece)),
  };
}
