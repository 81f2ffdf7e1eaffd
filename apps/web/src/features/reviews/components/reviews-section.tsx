import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { useSetCommentLike } from '../api/set-comment-like';
import type { ReviewTarget } from '../review-target';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** A guest's «Войдите, чтобы оставить отзыв», back to the reviews once signed in. */
function SignInToReview() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Paper withBorder p="md" bg="sand.0">
      <Text size="sm">
        <Anchor
          component={Link}
          to={paths.login}
          // /login returns here after signing in (LoginRouteState of the auth feature).
          state={{
            from: { pathname: location.pathname, search: location.search, hash: '#reviews' },
          }}
          fw={600}
        >
          {t('reviews.signInToReview')}
        </Anchor>
      </Text>
    </Paper>
  );
}

/** Under the list: why the next page did not come, and «Показать ещё» while there is one. */
function MoreReviews({ comments }: { comments: ReturnType<typeof useComments> }) {
  const { t } = useTranslation();
  return (
    <>
      {comments.isFetchNextPageError && (
        <Text c="dimmed" size="sm" role="alert">
          {t('reviews.moreFailed')}
        </Text>
      )}
      {comments.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('reviews.showMore')}
        </Button>
      )}
    </>
  );
}

/**
 * 'Отзывы' on an item's or an outfit's page: the list for everyone; the form, likes for signed-in
 * users; delete for the author or an admin (`can_delete`, after 'Удалить комментарий?'). Guests
 * are invited to sign in. `onChanged` runs after a review is added or deleted (the rating of
 * the item or outfit changes).
 */
export function ReviewsSection({
  target,
  onChanged,
}: {
  target: ReviewTarget;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const comments = useComments(target);
  const create = useCreateComment(target, { onSuccess: onChanged });
  const like = useSetCommentLike(target);
  const remove = useDeleteComment(target, { onSuccess: onChanged });
  const list = comments.data?.pages.flat() ?? [];
  // Pages of 20: the whole count is known once the last page is in.
  const shownCount = comments.hasNextPage ? `${list.length}+` : String(list.length);

  return (
    <Stack component="section" id="reviews" gap="md" aria-labelledby="reviews-title">
      <Group gap="xs" align="baseline">
        <Title order={2} id="reviews-title">
          {t('reviews.title')}
        </Title>
        {list.length > 0 && (
          <Text c="dimmed" fw={600}>
            {shownCount}
          </Text>
        )}
      </Group>

      {signedIn ? (
        <ReviewForm
          onSubmit={(body) => create.mutateAsync(body)}
          pending={create.isPending}
          placeholder={
            target.kind === 'outfit'
              ? t('reviews.form.placeholderOutfit')
              : t('reviews.form.placeholder')
          }
        />
      ) : (
        <SignInToReview />
      )}

      {comments.isPending ? (
        <Loader color="wine" size="sm" aria-label={t('common.loading')} />
      ) : comments.isError && !comments.data ? (
        <Text c="dimmed" size="sm">
          {t('reviews.loadFailed')}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('reviews.empty')}</Text>
      ) : (
        <>
          <ReviewList
            comments={list}
            canLike={signedIn}
            onToggleLike={(comment) => like.mutate(comment)}
            onDelete={(comment) => remove.mutate(comment.id)}
          />
          <MoreReviews comments={comments} />
        </>
      )}
    </Stack>
  );
}
