/**
 * The demo shop's outfits: put together by the three demo accounts from the demo catalogue (by
 * catalogue key), each a top, a bottom (unless the top is a dress) and shoes, sometimes a bag, an
 * accessory or a scent, of one gender and a palette that goes together. A few carry reviews by
 * the other accounts and hearts, so the outfit screens have something to show on the first start.
 * One summer outfit holds sunglasses that are sold out, as a real shop's outfits sometimes do.
 */
import type { Category, StoreStyle } from '@shop/contract';

export type DemoAuthor = 'admin' | 'moderator' | 'shopper';

export interface DemoOutfit {
  owner: DemoAuthor;
  name: string;
  style: StoreStyle;
  description: string;
  /** Catalogue keys by slot. */
  items: Partial<Record<Category, string[]>>;
  /** Reviews by the other accounts: [author, rating 1–5, text]. */
  reviews?: [DemoAuthor, number, string][];
  favoritedBy?: DemoAuthor[];
}

export const DEMO_OUTFITS: readonly DemoOutfit[] = [
  {
    owner: 'shopper',
    name: 'Офисный понедельник',
    style: 'Деловой',
    description:
      'Рубашка из поплина, укороченные брюки и бежевые лодочки: строго, но не скучно. Сумка с клапаном вмещает ноутбук до 13 дюймов.',
    items: {
      top: ['top-012'],
      bottom: ['bottom-020'],
      footwear: ['footwear-021'],
      accessory: ['accessory-003'],
    },
    reviews: [
      ['moderator', 5, 'Идеально для офиса с дресс-кодом. Розовая рубашка освежает весь образ.'],
      ['admin', 4, 'Хороший комплект, только лодочки я бы взял на каблуке пониже для целого дня.'],
    ],
    favoritedBy: ['moderator'],
  },
  {
    owner: 'shopper',
    name: 'Прогулка по городу',
    style: 'Повседневный',
    description:
      'Приталенная футболка, широкие джинсы и лёгкие кроссовки — удобно гулять весь день. Сумка-тоут для всего нужного.',
    items: {
      top: ['top-007'],
      bottom: ['bottom-007'],
      footwear: ['footwear-011'],
      accessory: ['accessory-001'],
    },
    reviews: [['moderator', 5, 'Мой летний базовый набор! Широкие джинсы сидят отлично.']],
    favoritedBy: ['moderator', 'admin'],
  },
  {
    owner: 'moderator',
    name: 'Вечер в театре',
    style: 'Вечерний',
    description:
      'Чёрное вечернее платье, лакированные туфли и красный клатч как яркий акцент. Завершает образ пудровый аромат.',
    items: {
      top: ['top-042'],
      footwear: ['footwear-023'],
      accessory: ['accessory-008'],
      fragrance: ['fragrance-003'],
    },
    reviews: [
      ['shopper', 5, 'Классика, которая всегда работает. Клатч — лучшая деталь.'],
      ['admin', 5, 'Элегантно и без лишнего. Подарю такой комплект жене.'],
    ],
    favoritedBy: ['shopper', 'admin'],
  },
  {
    owner: 'admin',
    name: 'Выходные за городом',
    style: 'Повседневный',
    description: 'Бомбер, светлые джинсы слим и белые кроссовки. Кепка спасает от солнца и ветра.',
    items: {
      top: ['top-036'],
      bottom: ['bottom-005'],
      footwear: ['footwear-010'],
      accessory: ['accessory-012'],
    },
    reviews: [['shopper', 4, 'Хороший мужской образ, брату понравился. Бомбер тёплый.']],
  },
  {
    owner: 'admin',
    name: 'Деловая встреча',
    style: 'Деловой',
    description:
      'Серый шерстяной пиджак, брюки со стрелками и чёрные ботинки на шнуровке. Кожаный ремень в тон обуви.',
    items: {
      top: ['top-035'],
      bottom: ['bottom-012'],
      footwear: ['footwear-014'],
      accessory: ['accessory-019'],
    },
    reviews: [
      ['moderator', 5, 'Строго и дорого смотрится. Пиджак хорошо держит форму.'],
      ['shopper', 4, 'Солидно. Я бы добавила светлую рубашку под пиджак.'],
    ],
    favoritedBy: ['moderator'],
  },
  {
    owner: 'admin',
    name: 'Утренняя пробежка',
    style: 'Спортивный',
    description:
      'Тёплое худи из футера, джоггеры и беговые кроссовки с мягкой амортизацией. Свежий спортивный аромат — после душа.',
    items: {
      top: ['top-019'],
      bottom: ['bottom-017'],
      footwear: ['footwear-001'],
      fragrance: ['fragrance-015'],
    },
    favoritedBy: ['shopper'],
  },
  {
    owner: 'moderator',
    name: 'Осенний уют',
    style: 'Повседневный',
    description:
      'Всё в оттенках шоколада: кашемировый свитер, юбка из экокожи, ботинки челси и мягкий шарф.',
    items: {
      top: ['top-025'],
      bottom: ['bottom-026'],
      footwear: ['footwear-013'],
      accessory: ['accessory-015'],
    },
    reviews: [
      ['shopper', 5, 'Очень тёплый и красивый образ, собрала себе почти такой же.'],
      ['admin', 4, 'Монохром в коричневом — смело и стильно.'],
    ],
    favoritedBy: ['shopper'],
  },
  {
    owner: 'shopper',
    name: 'Чёрное и белое',
    style: 'Минимализм',
    description:
      'Белая льняная рубашка, чёрные джинсы мом и лоферы на платформе. Мини-сумка — ничего лишнего.',
    items: {
      top: ['top-011'],
      bottom: ['bottom-003'],
      footwear: ['footwear-029'],
      accessory: ['accessory-005'],
    },
    reviews: [['moderator', 4, 'Простой и точный образ. Лоферы можно заменить на кеды.']],
  },
  {
    owner: 'moderator',
    name: 'Летний пикник',
    style: 'Классический',
    description:
      'Голубое платье миди с расклешённой юбкой, бежевые лоферы и круглые очки от солнца.',
    items: {
      top: ['top-040'],
      footwear: ['footwear-029'],
      accessory: ['accessory-024'],
    },
    reviews: [['shopper', 5, 'Нежно и женственно. Платье очень приятное к телу.']],
    favoritedBy: ['shopper'],
  },
  {
    owner: 'admin',
    name: 'Городской стрит',
    style: 'Уличный',
    description: 'Бордовое утеплённое худи, тёмные зауженные джинсы и челси на тракторной подошве.',
    items: {
      top: ['top-023'],
      bottom: ['bottom-010'],
      footwear: ['footwear-018'],
    },
  },
  {
    owner: 'admin',
    name: 'Летний отпуск',
    style: 'Повседневный',
    description:
      'Льняная футболка, льняные шорты и лёгкие кроссовки для долгих прогулок. Цитрусовый аромат и очки-вайфареры — для моря.',
    items: {
      top: ['top-009'],
      bottom: ['bottom-031'],
      footwear: ['footwear-012'],
      accessory: ['accessory-023'],
      fragrance: ['fragrance-002'],
    },
    reviews: [['moderator', 3, 'Образ хороший, но очков сейчас нет в наличии — жаль.']],
  },
  {
    owner: 'moderator',
    name: 'Классика на каждый день',
    style: 'Классический',
    description:
      'Рубашка оксфорд, шерстяные брюки и кожаные лоферы. Замшевый ремень связывает верх и низ.',
    items: {
      top: ['top-010'],
      bottom: ['bottom-019'],
      footwear: ['footwear-026'],
      accessory: ['accessory-021'],
    },
    reviews: [['admin', 5, 'Ношу почти такой же комплект в офис. Рекомендую.']],
    favoritedBy: ['admin'],
  },
  {
    owner: 'shopper',
    name: 'Свидание',
    style: 'Вечерний',
    description:
      'Приталенный блейзер, юбка-трапеция и пудровые туфли на каблуке. Аромат с нотами ириса.',
    items: {
      top: ['top-034'],
      bottom: ['bottom-023'],
      footwear: ['footwear-022'],
      fragrance: ['fragrance-014'],
    },
    reviews: [['moderator', 5, 'Очень женственно! Блейзер с юбкой — отличная пара.']],
    favoritedBy: ['moderator'],
  },
  {
    owner: 'moderator',
    name: 'Серый оверсайз',
    style: 'Уличный',
    description:
      'Объёмное серое худи, спортивные шорты и кроссовки для ходьбы. Вельветовая кепка в тон шортам.',
    items: {
      top: ['top-018'],
      bottom: ['bottom-032'],
      footwear: ['footwear-012'],
      accessory: ['accessory-012'],
    },
  },
  {
    owner: 'admin',
    name: 'Зимняя прогулка',
    style: 'Классический',
    description:
      'Свитер из мериносовой шерсти, чёрные джинсы прямого кроя, кожаные ботинки и шарф в клетку.',
    items: {
      top: ['top-026'],
      bottom: ['bottom-001'],
      footwear: ['footwear-017'],
      accessory: ['accessory-017'],
    },
    reviews: [['shopper', 4, 'Тепло и аккуратно. Шарф в клетку смотрится уютно.']],
  },
  {
    owner: 'moderator',
    name: 'Бизнес-ланч',
    style: 'Деловой',
    description:
      'Графитовый пиджак оверсайз, льняные брюки в тон, бежевые туфли с острым носом и тонкий ремень.',
    items: {
      top: ['top-032'],
      bottom: ['bottom-016'],
      footwear: ['footwear-024'],
      accessory: ['accessory-022'],
    },
    reviews: [['admin', 4, 'Деловой образ без скуки. Пиджак оверсайз сейчас очень актуален.']],
  },
];
