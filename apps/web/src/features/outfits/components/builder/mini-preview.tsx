import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  chosenItems,
  chosenPieces,
  type BuilderSelection,
  type PieceSelection,
} from '../../builder-form';
import { MannequinStack } from '../mannequin-stack';
import backdrop from '../mannequin-stack.module.css';
import classes from './builder.module.css';

/** The live preview's box in the try-on column, where the small one leads. */
export const BUILDER_PREVIEW_ID = 'builder-preview';

/**
 * On a phone the live preview comes after all the carousels, so a strip with a small copy of it
 * stays under the header while they are scrolled (sticky within the carousels' section; it takes
 * its own place, so it covers nothing but what scrolls under it, as the header does). Hidden from
 * tablets up, where the preview stands beside the carousels. A tap scrolls to the full preview.
 */
export function MiniPreview({
  selection,
  pieces,
}: {
  selection: BuilderSelection;
  pieces: PieceSelection;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.miniDock}>
      <UnstyledButton
        className={classes.miniBar}
        aria-label={t('outfits.builder.mini.label')}
        data-testid="builder-mini-preview"
        onClick={() =>
          document
            .getElementById(BUILDER_PREVIEW_ID)
            ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
        }
      >
        <div aria-hidden className={`${classes.mini} ${backdrop.backdrop}`}>
          <MannequinStack items={chosenItems(selection)} pieces={chosenPieces(pieces)} alt="" />
        </div>
        <Stack gap={0} miw={0} style={{ flex: 1 }} aria-hidden>
          <Text fw={600} size="sm">
            {t('outfits.builder.mini.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('outfits.builder.mini.hint')}
          </Text>
        </Stack>
        <IconChevronDown size={18} aria-hidden color="var(--mantine-color-dimmed)" />
      </UnstyledButton>
    </div>
  );
}
