/** The admin area: its layout and tabs, the users, items and outfits management screens. */
export const admin = {
  admin: {
    title: 'Админ-панель',
    tabsLabel: 'Разделы админ-панели',
    tabs: {
      users: 'Пользователи',
      items: 'Вещи',
      outfits: 'Образы',
      lamodaParser: 'Парсер Lamoda',
      analytics: 'Аналитика',
      system: 'Система',
    },
  },
} as const;
