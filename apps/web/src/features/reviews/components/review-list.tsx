import { ActionIcon, Avatar, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react';
import { RATING_MAX, type Comment } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { avatarInitial } from '@/lib/user-display';
import classes from './reviews.module.css';
import { RatingStars } from '@/components/rating-stars';

export interface ReviewListProps {
  comments: Comment[];
  /** Signed-in viewers can like; guests only see the count. */
  canLike: boolean;
  onToggleLike: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}

/** The reviews: author, avatar initial, date (ru-RU), stars, text, likes, delete for `can_delete`. */
export function ReviewList({ comments, canLike, onToggleLike, onDelete }: ReviewListProps) {
  return (
    <Stack gap={0} component="ul" className={classes.list}>
      {comments.map((comment) => (
        <ReviewEntry
          key={comment.id}
          comment={comment}
          canLike={canLike}
          onToggleLike={onToggleLike}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}

function ReviewEntry({
  comment,
  canLike,
  onToggleLike,
  onDelete,
}: Omit<ReviewListProps, 'comments'> & { comment: Comment }) {
  const { t } = useTranslation();
  const name = comment.user_name ?? t('common.anonymousShopper');

  return (
    <Box component="li" className={classes.entry} aria-label={name}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar
          src={resolveImageUrl(comment.user_avatar)}
          alt=""
          color="wine"
          variant="light"
          radius="xl"
          size={42}
        >
          {avatarInitial({ first_name: name, email: '' })}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Box miw={0}>
              <Text fw={700} size="sm" truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
                {formatDate(comment.created_at)}
              </Text>
            </Box>
            {comment.can_delete && <DeleteReviewButton onConfirm={() => onDelete(comment)} />}
          </Group>
          {comment.rating !== null && (
            <Box
              role="img"
              aria-label={t('reviews.rated', { rating: comment.rating, max: RATING_MAX })}
              w="fit-content"
            >
              <RatingStars value={comment.rating} size="sm" />
            </Box>
          )}
          <Text size="sm" className={classes.content}>
            {comment.content}
          </Text>
          <ReviewLikes comment={comment} canLike={canLike} onToggleLike={onToggleLike} />
        </Stack>
      </Group>
    </Box>
  );
}

/** The bin, which asks «Удалить комментарий?» before it deletes. */
function DeleteReviewButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('reviews.deleteConfirm.title'),
      children: <Text size="sm">{t('reviews.deleteConfirm.text')}</Text>,
      labels: {
        confirm: t('reviews.deleteConfirm.confirm'),
        cancel: t('reviews.deleteConfirm.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm,
    });
  return (
    <Tooltip label={t('reviews.delete')} withinPortal>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={confirmDelete}
        aria-label={t('reviews.delete')}
      >
        <IconTrash size={17} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The heart and the likes' count: a button for a signed-in viewer, only the count for a guest. */
function ReviewLikes({
  comment,
  canLike,
  onToggleLike,
}: Pick<ReviewListProps, 'canLike' | 'onToggleLike'> & { comment: Comment }) {
  const { t } = useTranslation();
  const LikeIcon = comment.liked_by_me ? IconHeartFilled : IconHeart;
  return (
    <Group gap={4} mt={2}>
      {canLike ? (
        <ActionIcon
          variant="subtle"
          color={comment.liked_by_me ? 'wine' : 'gray'}
          onClick={() => onToggleLike(comment)}
          aria-pressed={comment.liked_by_me}
          aria-label={comment.liked_by_me ? t('reviews.unlike') : t('reviews.like')}
        >
          <LikeIcon size={17} />
        </ActionIcon>
      ) : (
        <LikeIcon size={16} className={classes.likeIcon} aria-hidden />
      )}
      <Text size="sm" c="dimmed" aria-label={t('reviews.likes', { count: comment.likes })}>
        {comment.likes}
      </Text>
    </Group>
  );
}
