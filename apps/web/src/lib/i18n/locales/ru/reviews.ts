/** Reviews on the item and outfit pages. */
export const reviews = {
  reviews: {
    title: 'Отзывы',
    empty: 'Пока нет отзывов. Станьте первым, кто поделится впечатлением!',
    loadFailed: 'Не удалось загрузить отзывы',
    showMore: 'Показать ещё',
    moreFailed: 'Не удалось загрузить отзывы. Попробуйте ещё раз',
    signInToReview: 'Войдите, чтобы оставить отзыв',
    form: {
      title: 'Оставить отзыв',
      rating: 'Оценка (необязательно)',
      clearRating: 'Без оценки',
      text: 'Ваш отзыв',
      placeholder: 'Расскажите о посадке, качестве и размере',
      placeholderOutfit: 'Расскажите, как вам образ и куда его надеть',
      send: 'Отправить',
    },
    rated: 'Оценка: {{rating}} из {{max}}',
    like: 'Нравится',
    unlike: 'Больше не нравится',
    likes: 'Отметок «Нравится»: {{count}}',
    delete: 'Удалить',
    deleteConfirm: {
      title: 'Удалить комментарий?',
      text: 'Отзыв исчезнет навсегда.',
      confirm: 'Удалить',
      cancel: 'Отмена',
    },
  },
} as const;
