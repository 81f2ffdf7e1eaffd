/** /home: greeting, shortcuts and the trending grid. */
export const home = {
  home: {
    greeting: 'Привет, {{name}}!',
    defaultName: 'стилист',
    subtitle: 'Чем вдохновимся сегодня?',
    shortcuts: {
      catalog: 'Каталог',
      catalogText: 'Новинки и бестселлеры сезона',
      createOutfit: 'Создать образ',
      createOutfitText: 'Соберите лук и примерьте его',
      favorites: 'Избранное',
      favoritesText: 'Вещи и образы, которые вам понравились',
    },
    recent: {
      title: 'Вы недавно смотрели',
      seeAll: 'Вся история',
    },
    recommended: {
      title: 'Рекомендуем вам',
    },
    outfits: {
      title: 'Образы покупателей',
      seeAll: 'Все образы',
    },
    trending: {
      title: 'Популярное',
      seeAll: 'Смотреть все',
      empty: 'Пока нет популярных товаров',
    },
  },
} as const;
