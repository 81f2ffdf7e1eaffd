import { Group, Paper, Rating, Text, Textarea, UnstyledButton } from '@mantine/core';
import {
  COMMENT_MAX_LENGTH,
  createCommentBodySchema,
  RATING_MAX,
  type CreateCommentBody,
} from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { i18n } from '@/lib/i18n/i18n';
import classes from './reviews.module.css';

interface ReviewValues {
  content: string;
  /** 0 means no rating. */
  rating: number;
}

/** The body as sent: the text trimmed, no rating as null. */
function reviewBody({ content, rating }: ReviewValues): CreateCommentBody {
  return { content: content.trim(), rating: rating > 0 ? rating : null };
}

/** «Оценка»: the stars, «Без оценки» once some are given, and the rating's error under them. */
function RatingField({
  rating,
  error,
  onChange,
}: {
  rating: number;
  error: ReactNode;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed" id="review-rating-label">
          {t('reviews.form.rating')}
        </Text>
        <Rating
          value={rating}
          onChange={onChange}
          count={RATING_MAX}
          size="md"
          aria-labelledby="review-rating-label"
          getSymbolLabel={(value) => t('reviews.rated', { rating: value, max: RATING_MAX })}
        />
        {rating > 0 && (
          <UnstyledButton className={classes.clearRating} onClick={() => onChange(0)}>
            {t('reviews.form.clearRating')}
          </UnstyledButton>
        )}
      </Group>
      {error && (
        <Text c="red" size="xs" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/**
 * 'Оставить отзыв': an optional star rating and the text; 'Отправить' is enabled only when the
 * text is not blank. The form clears after a successful send. A refused send keeps the text;
 * what the server refuses in a field shows under it, anything else is only logged (review
 * failures raise no toast).
 */
export function ReviewForm({
  onSubmit,
  pending = false,
  placeholder,
}: {
  onSubmit: (body: CreateCommentBody) => Promise<unknown>;
  pending?: boolean;
  /** The hint in the empty text box (what to write about). */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { content: '', rating: 0 },
    schema: createCommentBodySchema,
    input: reviewBody,
    // The contract's messages are notes for developers; the form says what a refused field says.
    issueText: () => i18n.t('errorDefaults.field'),
  });
  const { content, rating } = form.values;
  const blank = content.trim() === '';

  // The frame sends a double click's second tap nowhere (the server also answers a repeat with
  // the first).
  const send = async (values: ReviewValues) => {
    try {
      await onSubmit(reviewBody(values));
      form.reset();
    } catch (error) {
      // The mutation logs the failure; the text stays so it can be sent again.
      applyFormError(form, error, { fallback: defaultErrorText('generic'), toast: 'never' });
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
      <SchemaForm
        form={form}
        onSubmit={send}
        aria-label={t('reviews.form.title')}
        pending={pending}
        canSubmit={!blank}
        submitLabel={t('reviews.form.send')}
        submitProps={{ style: { alignSelf: 'flex-end' } }}
      >
        <Text fw={700}>{t('reviews.form.title')}</Text>
        <RatingField
          rating={rating}
          error={form.errors.rating}
          onChange={(value) => form.setFieldValue('rating', value)}
        />
        <Textarea
          label={t('reviews.form.text')}
          placeholder={placeholder ?? t('reviews.form.placeholder')}
          {...form.getInputProps('content')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          radius="md"
        />
      </SchemaForm>
    </Paper>
  );
}
