import { Badge } from '@mantine/core';
import type { TryonRendering } from '@shop/contract';
import { useTranslation } from 'react-i18next';

const LABEL_COLOR: Record<TryonRendering, string> = {
  hosted_photo: 'wine',
  photo_sketch: 'dark',
  figure: 'indigo',
};

/** What a try-on picture is — «Фотопримерка», «Эскиз на фото» or «Ваша фигура» — on the picture. */
export function RenderingLabel({
  rendering,
  className,
}: {
  rendering: TryonRendering;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      className={className}
      color={LABEL_COLOR[rendering]}
      variant="filled"
      size="lg"
      tt="none"
      data-testid="tryon-rendering"
    >
      {t(`outfits.builder.result.rendering.${rendering}`)}
    </Badge>
  );
}
