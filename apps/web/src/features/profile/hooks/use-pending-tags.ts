import type { UseFormReturnType } from '@mantine/form';
import { PROFILE_TAGS_MAX } from '@shop/contract';
import { useState } from 'react';
import { withPendingTag, type PendingTags, type ProfileFormValues } from '../profile-form';

const NO_PENDING_TAGS: PendingTags = { favorite_colors: '', favorite_brands: '' };

/**
 * The text typed into a tags field but not yet a tag. It stays text until Enter or a comma (no tag
 * on blur: a tag added on blur moves the save button under a finger on a phone, and the tap is
 * lost); saving takes it as a tag (`takePendingTags`, before the form is checked).
 */
export function usePendingTags(form: UseFormReturnType<ProfileFormValues>) {
  const [pendingTags, setPendingTags] = useState<PendingTags>(NO_PENDING_TAGS);
  const tagsInputProps = (field: keyof PendingTags) => ({
    ...form.getInputProps(field),
    acceptValueOnBlur: false,
    searchValue: pendingTags[field],
    onSearchChange: (text: string) => setPendingTags((pending) => ({ ...pending, [field]: text })),
  });
  const takePendingTags = () => {
    for (const field of ['favorite_colors', 'favorite_brands'] as const) {
      if (!pendingTags[field].trim()) continue;
      const tags = withPendingTag(form.getValues()[field], pendingTags[field], PROFILE_TAGS_MAX);
      form.setFieldValue(field, tags);
    }
    setPendingTags(NO_PENDING_TAGS);
  };
  return { tagsInputProps, takePendingTags };
}
