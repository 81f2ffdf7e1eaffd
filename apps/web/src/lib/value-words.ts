import { colorLabel, styleLabel, volumeLabel } from '@shop/contract';
import { currentLanguage } from './i18n/i18n';

/*
 * The values the shop stores in Russian (a colour, a style, a volume) in the interface language:
 * «Colour: black», «Casual», «50 ml» on an English page. The words live in the contract
 * (value-labels.ts); a value it does not know is shown as stored. Read at render time, so a
 * component that re-renders on a language change (useTranslation) shows the new words.
 */
export const shownColor = (color: string) => colorLabel(color, currentLanguage());
export const shownStyle = (style: string) => styleLabel(style, currentLanguage());
export const shownVolume = (size: string) => volumeLabel(size, currentLanguage());
