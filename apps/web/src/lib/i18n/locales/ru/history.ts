/** The viewing history. */
export const history = {
  history: {
    title: 'История просмотров',
    clear: 'Очистить историю',
    tabs: {
      items: 'Товары',
      outfits: 'Образы',
    },
    empty: 'История просмотров пуста',
    emptyText: 'Откройте любой товар из каталога — он появится здесь.',
    toCatalog: 'Перейти в каталог',
    viewed: 'Просмотрено',
  },
} as const;
