import { Button, Group, Paper, Rating, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { COMMENT_MAX_LENGTH, type CreateCommentBody } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './reviews.module.css';

/**
 * 'Оставить отзыв' (000 §5): an optional 1–5 star rating and the text; 'Отправить' is enabled only
 * when the text is not blank. The form clears after a successful send.
 */
export function ReviewForm({
  onSubmit,
  pending = false,
}: {
  onSubmit: (body: CreateCommentBody) => Promise<unknown>;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = async () => {
    if (blank || pending) return;
    try {
      await onSubmit({ content: text.trim(), rating: rating > 0 ? rating : null });
      setText('');
      setRating(0);
    } catch {
      // Logged by the mutation (000 §8); the text stays so it can be sent again.
    }
  };

  return (
    <Paper
      component="form"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={t('reviews.form.title')}
    >
      <Stack gap="sm">
        <Text fw={700}>{t('reviews.form.title')}</Text>
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed" id="review-rating-label">
            {t('reviews.form.rating')}
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="md"
            aria-labelledby="review-rating-label"
            getSymbolLabel={(value) => t('reviews.rated', { rating: value })}
          />
          {rating > 0 && (
            <UnstyledButton className={classes.clearRating} onClick={() => setRating(0)}>
              {t('reviews.form.clearRating')}
            </UnstyledButton>
          )}
        </Group>
        <Textarea
          label={t('reviews.form.text')}
          placeholder={t('reviews.form.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          radius="md"
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={blank} loading={pending}>
            {t('reviews.form.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
