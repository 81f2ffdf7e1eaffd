import type { Category, FigureReason, TryonMessage, TryonMessageCode } from '@shop/contract';
import type { TFunction } from 'i18next';

type Said<C extends TryonMessageCode> = Extract<TryonMessage, { code: C }>;

const FIGURE_KEYS = {
  asked: 'asked',
  unseen: 'unseen',
  covers_face: 'coversFace',
  old_clothes_show: 'oldClothesShow',
  dress_under_trousers: 'dressUnderTrousers',
  pose: 'pose',
  feet_unseen: 'feetUnseen',
  length_unseen: 'lengthUnseen',
  outside_body: 'outsideBody',
} as const satisfies Record<FigureReason, string>;

/** «низ, верх и обувь»: the slots in the language's words, the last joined by «и». */
function slotList(t: TFunction, slots: Category[]): string {
  const words = slots.map((slot) => t(`outfits.builder.says.slot.${slot}`));
  const and = t('outfits.builder.says.and');
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}` : words[0]!;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** «Низ и обувь не видны на фото — примерен только верх», agreed in gender and number. */
function slotsUnseen(t: TFunction, { unseen, fitted }: Said<'slots_unseen'>): string {
  const seen =
    unseen.length === 1
      ? t(`outfits.builder.says.unseenOne.${unseen[0]!}`)
      : t('outfits.builder.says.unseenMany');
  const slots = capital(slotList(t, unseen));
  if (!fitted.length) return t('outfits.builder.says.slotsUnseenNoneFitted', { slots, seen });
  const tried =
    fitted.length === 1
      ? t(`outfits.builder.says.triedOne.${fitted[0]!}`)
      : t('outfits.builder.says.triedMany');
  return t('outfits.builder.says.slotsUnseen', {
    slots,
    seen,
    tried,
    fitted: slotList(t, fitted),
  });
}

/** Every code the server may say, in the shopper's language; the compiler checks none is missed. */
const WORDING: { [C in TryonMessageCode]: (t: TFunction, said: Said<C>) => string } = {
  ready: (t) => t('outfits.builder.says.ready'),
  in_progress: (t) => t('outfits.builder.says.inProgress'),
  failed: (t) => t('outfits.builder.says.failed'),
  no_pictures: (t) => t('outfits.builder.says.noPictures'),
  no_person: (t) => t('outfits.builder.says.noPerson'),
  figure: (t, { reason }) => t(`outfits.builder.says.figure.${FIGURE_KEYS[reason]}`),
  slots_unseen: slotsUnseen,
  pictures_missing: (t, { slots }) =>
    t('outfits.builder.says.picturesMissing', { slots: slotList(t, slots) }),
  several_people: (t) => t('outfits.builder.says.severalPeople'),
  several_people_figure: (t) => t('outfits.builder.says.severalPeopleFigure'),
  hosted_unreachable: (t) => t('outfits.builder.says.hostedUnreachable'),
  hosted_garbled: (t) => t('outfits.builder.says.hostedGarbled'),
  hosted_timeout: (t) => t('outfits.builder.says.hostedTimeout'),
  hosted_foreign_result: (t) => t('outfits.builder.says.hostedForeignResult'),
  hosted_download: (t) => t('outfits.builder.says.hostedDownload'),
  hosted_too_large: (t) => t('outfits.builder.says.hostedTooLarge'),
  hosted_cancelled: (t) => t('outfits.builder.says.hostedCancelled'),
  hosted_only_top_and_bottom: (t) => t('outfits.builder.says.hostedOnlyTopAndBottom'),
  // The service's own reason is passed on as it wrote it.
  hosted_refused: (t, { detail }) =>
    detail
      ? t('outfits.builder.says.hostedRefusedWith', { detail })
      : t('outfits.builder.says.hostedRefused'),
  hosted_http_error: (t, { status }) => t('outfits.builder.says.hostedHttpError', { status }),
};

/** One message in words. */
export function tryonMessageText(t: TFunction, said: TryonMessage): string {
  return (WORDING[said.code] as (t: TFunction, said: TryonMessage) => string)(t, said);
}

/** A try-on's messages as one text: «Виртуальная примерка готова. Обувь не видна на фото — …». */
export function tryonText(t: TFunction, messages: readonly TryonMessage[]): string {
  return messages.map((said) => tryonMessageText(t, said)).join('. ');
}
