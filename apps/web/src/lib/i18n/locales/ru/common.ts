/** Texts every page shares: the app name, navigation, layouts and footers, section placeholders. */
export const common = {
  common: {
    appName: 'VESTA',
    loading: 'Загрузка...',
    noOptions: 'Нет вариантов',
    errorTitle: 'Ошибка',
    successTitle: 'Успешно',
    close: 'Закрыть',
    retry: 'Повторить',
    or: 'или',
    backHome: 'На главную',
    skipToContent: 'Перейти к содержимому',
    /** The public name of a shopper who set no name (a review's author, an outfit's owner). */
    anonymousShopper: 'Покупатель',
    /** Asked when a page with unsaved changes is left. */
    leave: {
      title: 'Уйти без сохранения?',
      text: 'Изменения не сохранены.',
      stay: 'Остаться',
      leave: 'Уйти',
    },
    /** A paged list's pager. */
    pager: {
      label: 'Страницы списка',
      previous: 'Предыдущая страница',
      next: 'Следующая страница',
      page: 'Страница {{page}}',
    },
  },

  pwa: {
    install: 'Установить приложение',
    installShort: 'Установить',
  },

  nav: {
    logoLabel: 'VESTA — на главную',
    home: 'Главная',
    catalog: 'Каталог',
    outfits: 'Образы',
    wardrobe: 'Гардероб',
    admin: 'Админ',
    favorites: 'Избранное',
    cart: 'Корзина',
    profile: 'Профиль',
    settings: 'Настройки',
    history: 'История',
    orders: 'Мои заказы',
    logout: 'Выйти',
    login: 'Войти',
    register: 'Регистрация',
    mainNavigation: 'Основная навигация',
    tabBar: 'Быстрые разделы',
    openMenu: 'Открыть меню',
    accountMenu: 'Меню аккаунта',
    favoritesWithCount: 'Избранное: {{count}}',
    cartWithCount: 'Корзина: {{count}}',
    search: 'Поиск',
  },

  guestFooter: {
    tagline: 'Одежда и образы, которые подчёркивают ваш характер.',
    shoppers: 'Покупателям',
    information: 'Информация',
    social: 'Мы в соцсетях',
    features: 'Возможности',
    terms: 'Условия использования',
    privacy: 'Конфиденциальность',
    contacts: 'Контакты',
    soon: 'Страница скоро появится',
    instagram: 'Instagram',
    telegram: 'Telegram',
    vk: 'ВКонтакте',
    newTab: '(откроется в новой вкладке)',
    rights: '© {{year}} VESTA. Все права защищены.',
  },

  appFooter: {
    tagline: 'Магазин одежды и конструктор образов.',
    navigation: 'Навигация',
    legal: 'Документы',
    contacts: 'Контакты',
    terms: 'Условия использования',
    privacy: 'Политика конфиденциальности',
    cookies: 'Файлы cookie',
    city: 'Алматы, Казахстан',
    rights: '© {{year}} VESTA',
  },

  user: {
    avatarAlt: 'Аватар пользователя',
    noName: 'Без имени',
  },
} as const;
