/**
 * A number input that keeps what was typed for the form's rules to judge: Mantine drops a minus
 * sign where negatives are not allowed («-5» becomes «5») and pulls a value outside `min`/`max`
 * back into range on blur (a courier price of «-300» becomes a free delivery), so a wrong number
 * would be saved as another one without a word. With these props the minus stays and the
 * contract's schema refuses it under the field.
 */
export const NUMBER_AS_TYPED = { allowNegative: true, clampBehavior: 'none' } as const;
