import type { reviews as ru } from '../ru/reviews';
import type { DeepStrings } from '../types';

/** Reviews on the item and outfit pages. */
export const reviews: DeepStrings<typeof ru> = {
  reviews: {
    title: 'Reviews',
    empty: 'No reviews yet. Be the first to share your impressions!',
    loadFailed: 'Could not load the reviews',
    showMore: 'Show more',
    moreFailed: 'Could not load the reviews. Please try again',
    signInToReview: 'Sign in to leave a review',
    form: {
      title: 'Leave a review',
      rating: 'Rating (optional)',
      clearRating: 'No rating',
      text: 'Your review',
      placeholder: 'Tell others about the fit, quality and size',
      placeholderOutfit: 'Tell how you like the outfit and where to wear it',
      send: 'Send',
    },
    rated: 'Rated {{rating}} out of {{max}}',
    like: 'Like',
    unlike: 'Unlike',
    likes: 'Likes: {{count}}',
    delete: 'Delete',
    deleteConfirm: {
      title: 'Delete the comment?',
      text: 'The review will be gone for good.',
      confirm: 'Delete',
      cancel: 'Cancel',
    },
  },
};
