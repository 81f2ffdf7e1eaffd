/** Ways on from a dead end, back to the top, and the connection state (shared by every page). */
export const discovery = {
  suggestions: {
    title: 'Вам может понравиться',
  },
  backToTop: {
    label: 'Наверх',
  },
  connection: {
    offlineTitle: 'Нет подключения к интернету',
    offlineText: 'Покажем товары, как только связь вернётся.',
    retry: 'Повторить',
    backOnline: 'Связь восстановлена',
  },
} as const;
