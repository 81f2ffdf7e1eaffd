/** The landing page. */
export const landing = {
  landing: {
    badge: 'Новая коллекция уже здесь',
    headline: 'Стиль, который говорит за вас',
    lead: 'Собирайте уникальные образы из качественной одежды любимых брендов, примеряйте их онлайн и сохраняйте то, что вдохновляет.',
    startShopping: 'Начать покупки',
    signIn: 'Войти в аккаунт',
    heroArtLabel: 'Иллюстрация: манекен в пиджаке и платье миди',
    heroCardOutfit: 'Образ дня',
    heroCardOutfitText: 'Пиджак + платье миди',
    heroCardTryOn: 'Примерка онлайн',
    promisesTitle: 'Почему выбирают VESTA',
    promises: {
      uniqueTitle: 'Уникальные образы',
      uniqueText:
        'Конструктор образов подскажет сочетания из вещей каталога, а виртуальная примерка покажет результат на вас.',
      qualityTitle: 'Качественная одежда',
      qualityText:
        'Только проверенные бренды, натуральные ткани и аккуратный пошив — вещи, которые служат долго.',
      wardrobeTitle: 'Ваш гардероб под рукой',
      wardrobeText:
        'Избранное, корзина и история просмотров сохраняются в аккаунте и доступны с любого устройства.',
    },
    partnersTitle: 'Наши партнёры',
    partnersSubtitle: 'Коллекции из лучших торговых центров Алматы',
    partnerNames: {
      mega: 'MEGA Alma-Ata',
      esentai: 'Esentai Mall',
      dostyk: 'Dostyk Plaza',
      forum: 'Forum Almaty',
      aport: 'Aport Mall',
    },
    categoriesTitle: 'Категории',
    categoriesSubtitle: 'Найдите вещи для любого случая',
    categories: {
      women: 'Для женщин',
      womenText: 'Платья, юбки, обувь, сумки и ароматы',
      men: 'Для мужчин',
      menText: 'Пиджаки, рубашки, деним, обувь и ароматы',
      accessories: 'Аксессуары',
      accessoriesText: 'Сумки, ремни, шарфы и очки',
      explore: 'Смотреть',
    },
    outfitsLead:
      'Собраны в конструкторе из вещей каталога — соберите свой и примерьте на своё фото',
    ctaTitle: 'Готовы обновить гардероб?',
    ctaText: 'Создайте аккаунт за минуту — и соберите свой первый образ уже сегодня.',
  },
} as const;
