import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a text field as one paste after a click, where a test only needs the field
 * filled: typing it key by key draws the form again for every character, which is what makes
 * long forms slow to test. Fields that react to single keys (number inputs, tags) are typed.
 */
export async function fillField(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
