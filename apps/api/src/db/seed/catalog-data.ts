/**
 * The demo catalogue: about 150 items across the five categories, with Russian names and
 * descriptions, brands, styles, collections, prices in the store currency (exact decimal strings)
 * and variants. A seeded PRNG makes it the same on every run.
 */
import type { Category, Gender } from '@shop/contract';
import type { ColorName, GarmentKind } from './garment-images';
import { STORE_STYLES } from '@shop/contract';

export interface CatalogVariant {
  sku: string;
  size: string;
  color: ColorName;
  /** Exact decimal string, e.g. '12990.00'. */
  price: string;
  stock: number;
}

export interface CatalogItem {
  /** Stable key, e.g. 'top-001'; also the middle of the item's SKUs. */
  key: string;
  name: string;
  brand: string;
  category: Category;
  /** Who it is for: dresses are women's, a cut or a scent decides the rest (decision 029). */
  gender: Gender;
  /** Which picture to draw. */
  kind: GarmentKind;
  description: string;
  /** The main colour (the first variant colour). */
  color: ColorName;
  colors: ColorName[];
  /** The sizes on offer, comma-separated ('S, M, L'). */
  size: string;
  style: string;
  collection: string;
  /** Exact decimal string: the base price; variants may cost a little more. */
  price: string;
  /** Seed for the picture's small style variations (neckline, bottle shape...). */
  imageSeed: number;
  variants: CatalogVariant[];
}

/** The store's styles (shared with the import tool and the builder). */
export const STYLES = STORE_STYLES;
export const COLLECTIONS = ['Осень–Зима 2026', 'Весна–Лето 2026', 'Базовая'] as const;

type Style = (typeof STYLES)[number];

/** Short colour codes for SKUs. */
export const COLOR_CODES: Record<ColorName, string> = {
  чёрный: 'BLK',
  белый: 'WHT',
  молочный: 'MLK',
  серый: 'GRY',
  графитовый: 'GRF',
  бежевый: 'BEI',
  песочный: 'SND',
  коричневый: 'BRN',
  синий: 'BLU',
  'тёмно-синий': 'NVY',
  голубой: 'LBL',
  красный: 'RED',
  бордовый: 'BRD',
  зелёный: 'GRN',
  оливковый: 'OLV',
  хаки: 'KHK',
  розовый: 'PNK',
  пудровый: 'PWD',
  жёлтый: 'YLW',
  оранжевый: 'ORG',
  фиолетовый: 'PRP',
  лавандовый: 'LAV',
  золотистый: 'GLD',
  прозрачный: 'CLR',
};

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const RU_SIZES = ['40', '42', '44', '46', '48', '50', '52', '54'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];

type SizeSystem = 'letter' | 'ru' | 'shoes' | 'womenShoes' | 'one' | 'volume';

interface KindTemplate {
  kind: GarmentKind;
  category: Category;
  names: string[];
  brands: string[];
  /** Price range in thousands of tenge: a price is k·1000 − 10 (4 990, 12 990...). */
  priceK: [number, number];
  colors: ColorName[];
  styles: Style[];
  sizes: SizeSystem;
  materials: string[];
  intros: string[];
  care: string[];
}

const APPAREL_BRANDS = [
  'Zarina',
  'Befree',
  'Love Republic',
  "O'stin",
  'Gloria Jeans',
  'Mango',
  'Zara',
  'Твоё',
  'Северная нить',
];
const PREMIUM_BRANDS = ['Tommy Hilfiger', 'Calvin Klein', 'Lacoste'];
const SPORT_BRANDS = ['Nike', 'Adidas', 'Puma', 'New Balance'];
const LUXURY = new Set(['Tommy Hilfiger', 'Calvin Klein', 'Lacoste', 'Chanel', 'Dior', "Levi's"]);

const CARE_COTTON = [
  'Машинная стирка при 30 °C, гладить при средней температуре.',
  'Стирать при 40 °C с изделиями похожих цветов.',
  'Деликатная стирка при 30 °C, не отбеливать.',
];
const CARE_WOOL = [
  'Ручная стирка при 30 °C или сухая чистка, сушить в расправленном виде.',
  'Деликатная стирка в режиме «шерсть», не отжимать.',
];
const CARE_SHOES = [
  'Протирайте влажной салфеткой и используйте средства для ухода за обувью.',
  'Сушите вдали от батарей; для замши используйте специальную щётку.',
];
const CARE_LEATHER = [
  'Храните в пыльнике, берегите от влаги и прямого солнца.',
  'Протирайте мягкой сухой тканью, время от времени обрабатывайте кремом для кожи.',
];

const TEMPLATES: KindTemplate[] = [
  {
    kind: 'tshirt',
    category: 'top',
    names: [
      'Хлопковая футболка оверсайз',
      'Базовая футболка с круглым вырезом',
      'Футболка с V-образным вырезом',
      'Футболка из органического хлопка',
      'Укороченная футболка',
      'Футболка свободного кроя',
      'Приталенная футболка',
      'Спортивная футболка из дышащей ткани',
      'Льняная футболка',
    ],
    brands: [...APPAREL_BRANDS, ...PREMIUM_BRANDS],
    priceK: [5, 15],
    colors: [
      'белый',
      'чёрный',
      'серый',
      'бежевый',
      'синий',
      'зелёный',
      'розовый',
      'голубой',
      'хаки',
      'жёлтый',
    ],
    styles: ['Повседневный', 'Минимализм', 'Уличный'],
    sizes: 'letter',
    materials: ['100% хлопок', '95% хлопок, 5% эластан'],
    intros: [
      'Мягкая футболка из плотного трикотажа на каждый день.',
      'Базовая модель, которая сочетается с джинсами, брюками и юбками.',
      'Лёгкая дышащая футболка с аккуратной горловиной в рубчик.',
    ],
    care: CARE_COTTON,
  },
  {
    kind: 'shirt',
    category: 'top',
    names: [
      'Рубашка оксфорд классического кроя',
      'Льняная рубашка свободного кроя',
      'Рубашка из хлопкового поплина',
      'Джинсовая рубашка',
      'Рубашка slim fit с длинным рукавом',
      'Вельветовая рубашка',
      'Фланелевая рубашка',
      'Рубашка оверсайз из твила',
    ],
    brands: [...APPAREL_BRANDS, ...PREMIUM_BRANDS],
    priceK: [10, 30],
    colors: ['белый', 'голубой', 'синий', 'бежевый', 'чёрный', 'розовый', 'хаки'],
    styles: ['Деловой', 'Классический', 'Повседневный', 'Минимализм'],
    sizes: 'letter',
    materials: ['100% хлопок', '97% хлопок, 3% эластан', '60% хлопок, 40% полиэстер'],
    intros: [
      'Рубашка с отложным воротником и застёжкой на пуговицы.',
      'Универсальная рубашка: под пиджак в офис или навыпуск на выходные.',
      'Рубашка с нагрудным карманом и закруглённым низом.',
    ],
    care: CARE_COTTON,
  },
  {
    kind: 'hoodie',
    category: 'top',
    names: [
      'Худи оверсайз с капюшоном',
      'Худи из футера с начёсом',
      'Спортивное худи с карманом-кенгуру',
      'Базовое худи',
      'Худи из органического хлопка',
      'Утеплённое худи',
    ],
    brands: [...SPORT_BRANDS, "O'stin", 'Befree', 'Gloria Jeans', 'Твоё'],
    priceK: [13, 35],
    colors: [
      'серый',
      'чёрный',
      'бежевый',
      'зелёный',
      'бордовый',
      'тёмно-синий',
      'лавандовый',
      'молочный',
    ],
    styles: ['Спортивный', 'Уличный', 'Повседневный'],
    sizes: 'letter',
    materials: [
      '80% хлопок, 20% полиэстер',
      '100% хлопок',
      '70% хлопок, 30% полиэстер, футер трёхнитка',
    ],
    intros: [
      'Тёплое худи с капюшоном на кулиске и карманом-кенгуру.',
      'Худи свободного силуэта с манжетами и поясом в рубчик.',
      'Уютная модель из мягкого футера для прогулок и спорта.',
    ],
    care: CARE_COTTON,
  },
  {
    kind: 'sweater',
    category: 'top',
    names: [
      'Свитер с косами',
      'Кашемировый свитер',
      'Свитер из мериносовой шерсти',
      'Джемпер тонкой вязки',
      'Свитер оверсайз крупной вязки',
      'Свитшот из хлопка',
      'Пуловер с круглым вырезом',
    ],
    brands: [...APPAREL_BRANDS, ...PREMIUM_BRANDS],
    priceK: [13, 50],
    colors: [
      'молочный',
      'бежевый',
      'серый',
      'коричневый',
      'бордовый',
      'зелёный',
      'тёмно-синий',
      'песочный',
    ],
    styles: ['Повседневный', 'Классический', 'Минимализм'],
    sizes: 'letter',
    materials: ['70% шерсть, 30% полиамид', '50% хлопок, 50% акрил', '60% хлопок, 40% акрил'],
    intros: [
      'Мягкий свитер, который греет и не колется.',
      'Вязаный свитер с горловиной, манжетами и низом в рубчик.',
      'Тёплая модель на холодный сезон, хорошо держит форму.',
    ],
    care: CARE_WOOL,
  },
  {
    kind: 'jacket',
    category: 'top',
    names: [
      'Однобортный пиджак',
      'Пиджак оверсайз',
      'Льняной пиджак',
      'Приталенный блейзер',
      'Шерстяной пиджак',
    ],
    brands: ['Mango', 'Zara', 'Love Republic', 'Zarina', 'Tommy Hilfiger', 'Calvin Klein'],
    priceK: [30, 80],
    colors: ['чёрный', 'тёмно-синий', 'бежевый', 'серый', 'графитовый', 'песочный'],
    styles: ['Деловой', 'Классический', 'Вечерний'],
    sizes: 'ru',
    materials: ['65% полиэстер, 33% вискоза, 2% эластан', '70% полиэстер, 30% вискоза'],
    intros: [
      'Пиджак с лацканами, застёжкой на две пуговицы и клапанами карманов.',
      'Пиджак на подкладке, держит форму плеча.',
      'Основа делового гардероба, которая хорошо смотрится и с джинсами.',
    ],
    care: ['Только сухая чистка.', 'Деликатная стирка при 30 °C, гладить через ткань.'],
  },
  {
    kind: 'bomber',
    category: 'top',
    names: [
      'Куртка-бомбер',
      'Лёгкая куртка на молнии',
      'Утеплённая куртка-бомбер',
      'Куртка из нейлона',
    ],
    brands: [
      "O'stin",
      'Befree',
      'Gloria Jeans',
      'Zara',
      'Nike',
      'Adidas',
      'Puma',
      'Tommy Hilfiger',
    ],
    priceK: [25, 60],
    colors: ['хаки', 'чёрный', 'оливковый', 'тёмно-синий', 'бордовый'],
    styles: ['Уличный', 'Повседневный', 'Спортивный'],
    sizes: 'letter',
    materials: ['100% полиамид, подкладка 100% полиэстер', '100% полиэстер, утеплитель синтепон'],
    intros: [
      'Куртка-бомбер с воротником, манжетами и низом в рубчик.',
      'Лёгкая куртка на молнии с боковыми карманами.',
      'Куртка для межсезонья: не продувается и не сковывает движений.',
    ],
    care: ['Деликатная стирка при 30 °C, застегнуть молнию перед стиркой.'],
  },
  {
    kind: 'dress',
    category: 'top',
    names: [
      'Платье миди с расклешённой юбкой',
      'Платье-футляр',
      'Вечернее платье',
      'Летнее платье из вискозы',
      'Платье мини без рукавов',
      'Трикотажное платье',
    ],
    brands: ['Zarina', 'Love Republic', 'Mango', 'Zara', 'Befree', 'Calvin Klein'],
    priceK: [15, 50],
    colors: [
      'чёрный',
      'красный',
      'розовый',
      'пудровый',
      'зелёный',
      'бежевый',
      'голубой',
      'бордовый',
    ],
    styles: ['Вечерний', 'Повседневный', 'Классический', 'Минимализм'],
    sizes: 'letter',
    materials: ['100% вискоза', '95% полиэстер, 5% эластан', '70% хлопок, 30% полиэстер'],
    intros: [
      'Платье с приталенным лифом и юбкой, которая красиво двигается.',
      // No length here: an intro goes to any dress of the kind, the mini one too.
      'Женственное платье с потайной молнией на спинке.',
      'Платье, которое подходит и для офиса, и для вечера.',
    ],
    care: ['Деликатная стирка при 30 °C, гладить с изнанки.', 'Ручная стирка, сушить на плечиках.'],
  },
  {
    kind: 'jeans',
    category: 'bottom',
    names: [
      'Джинсы прямого кроя',
      'Джинсы скинни с высокой посадкой',
      'Джинсы мом',
      'Джинсы бойфренды',
      'Джинсы слим',
      'Джинсы клёш',
      'Широкие джинсы',
      'Джинсы с потёртостями',
      'Джинсы regular fit',
      'Зауженные джинсы',
      'Джинсы из эластичного денима',
    ],
    brands: [
      "Levi's",
      'Gloria Jeans',
      "O'stin",
      'Mango',
      'Zara',
      'Befree',
      'Calvin Klein',
      'Tommy Hilfiger',
      'Твоё',
    ],
    priceK: [13, 40],
    colors: ['синий', 'голубой', 'тёмно-синий', 'чёрный', 'серый'],
    styles: ['Повседневный', 'Уличный', 'Минимализм'],
    sizes: 'ru',
    materials: [
      '100% хлопок, деним 12 унций',
      '98% хлопок, 2% эластан',
      '92% хлопок, 6% полиэстер, 2% эластан',
    ],
    intros: [
      'Одна из самых популярных моделей джинсов сезона: классические пять карманов и застёжка на молнию.',
      'Джинсы из плотного денима с эффектом лёгкой потёртости.',
      'Универсальные джинсы на каждый день, которые не теряют форму после стирки.',
    ],
    care: [
      'Стирать при 30 °C наизнанку, не отбеливать.',
      'Стирать наизнанку с тёмными вещами, не сушить в машине.',
    ],
  },
  {
    kind: 'trousers',
    category: 'bottom',
    names: [
      'Классические брюки со стрелками',
      'Брюки чинос',
      'Широкие брюки палаццо',
      'Брюки карго',
      'Льняные брюки',
      'Брюки-джоггеры',
      'Прямые брюки с высокой посадкой',
      'Шерстяные брюки',
      'Укороченные брюки',
      'Спортивные брюки',
    ],
    brands: [...APPAREL_BRANDS, ...PREMIUM_BRANDS, 'Adidas', 'Nike'],
    priceK: [12, 35],
    colors: [
      'бежевый',
      'чёрный',
      'серый',
      'хаки',
      'тёмно-синий',
      'коричневый',
      'молочный',
      'графитовый',
    ],
    styles: ['Деловой', 'Классический', 'Повседневный', 'Минимализм'],
    sizes: 'ru',
    materials: ['98% хлопок, 2% эластан', '60% полиэстер, 35% вискоза, 5% эластан', '100% хлопок'],
    intros: [
      'Брюки прямого кроя с боковыми карманами и шлёвками для ремня.',
      'Аккуратные брюки со стрелками, которые держат форму весь день.',
      'Удобные брюки, в которых легко и на работе, и на прогулке.',
    ],
    care: CARE_COTTON,
  },
  {
    kind: 'skirt',
    category: 'bottom',
    names: [
      'Юбка миди плиссе',
      'Юбка-трапеция',
      'Юбка-карандаш',
      'Джинсовая юбка мини',
      'Юбка из экокожи',
      'Юбка макси',
      'Юбка с запахом',
    ],
    brands: ['Zarina', 'Love Republic', 'Mango', 'Zara', 'Befree', 'Gloria Jeans'],
    priceK: [10, 30],
    colors: ['чёрный', 'бежевый', 'пудровый', 'голубой', 'коричневый', 'зелёный', 'бордовый'],
    styles: ['Классический', 'Повседневный', 'Вечерний', 'Минимализм'],
    sizes: 'letter',
    materials: ['100% полиэстер', '100% вискоза', '98% хлопок, 2% эластан'],
    intros: [
      'Юбка с поясом на застёжке и мягкими складками.',
      'Женственная юбка, которая легко сочетается с блузками и свитерами.',
      'Юбка на подкладке, не просвечивает и не мнётся.',
    ],
    care: ['Деликатная стирка при 30 °C.', 'Ручная стирка, гладить через влажную ткань.'],
  },
  {
    kind: 'shorts',
    category: 'bottom',
    names: [
      'Джинсовые шорты',
      'Шорты-бермуды',
      'Льняные шорты',
      'Спортивные шорты',
      'Шорты чинос',
      'Шорты с высокой талией',
      'Шорты карго',
    ],
    brands: ["O'stin", 'Gloria Jeans', 'Befree', 'Zara', "Levi's", 'Nike', 'Adidas', 'Puma'],
    priceK: [7, 20],
    colors: ['голубой', 'синий', 'бежевый', 'хаки', 'чёрный', 'белый', 'оливковый'],
    styles: ['Повседневный', 'Спортивный', 'Уличный'],
    sizes: 'letter',
    materials: ['100% хлопок', '98% хлопок, 2% эластан'],
    intros: [
      'Летние шорты с подворотами и классическими карманами.',
      'Лёгкие шорты для жаркой погоды и отпуска.',
      'Шорты средней длины, которые не стесняют движений.',
    ],
    care: CARE_COTTON,
  },
  {
    kind: 'sneakers',
    category: 'footwear',
    names: [
      'Кроссовки беговые',
      'Кроссовки повседневные',
      'Кожаные кроссовки',
      'Кроссовки на платформе',
      'Кроссовки для тренировок',
      'Кеды низкие',
      'Замшевые кроссовки',
      'Кроссовки в стиле ретро',
      'Сетчатые кроссовки',
      'Баскетбольные кроссовки',
      'Лёгкие летние кроссовки',
      'Кроссовки для ходьбы',
    ],
    brands: [...SPORT_BRANDS, 'Lacoste', 'Tommy Hilfiger', 'Calvin Klein'],
    priceK: [25, 80],
    colors: ['белый', 'чёрный', 'серый', 'синий', 'красный', 'бежевый', 'зелёный'],
    styles: ['Спортивный', 'Повседневный', 'Уличный'],
    sizes: 'shoes',
    materials: [
      'верх — текстиль и синтетическая кожа, подошва — резина',
      'верх — натуральная кожа, подошва — ЭВА и резина',
      'верх — сетка, подошва — вспененный ЭВА',
    ],
    intros: [
      'Кроссовки с амортизирующей подошвой и мягким задником.',
      'Лёгкие кроссовки для города, тренировок и долгих прогулок.',
      'Удобная колодка и шнуровка, которая надёжно фиксирует стопу.',
    ],
    care: CARE_SHOES,
  },
  {
    kind: 'boots',
    category: 'footwear',
    names: [
      'Ботинки челси',
      'Ботинки на шнуровке',
      'Зимние утеплённые ботинки',
      'Замшевые ботинки челси',
      'Кожаные ботинки на шнуровке',
      'Ботинки челси на тракторной подошве',
      'Высокие ботинки на шнуровке',
      'Демисезонные ботинки челси',
    ],
    brands: ['Ekonika', 'Respect', 'Тофа', 'Zara', 'Mango', 'Calvin Klein', 'Tommy Hilfiger'],
    priceK: [30, 90],
    colors: ['чёрный', 'коричневый', 'бежевый', 'песочный', 'графитовый'],
    styles: ['Повседневный', 'Классический', 'Уличный'],
    sizes: 'shoes',
    materials: [
      'верх — натуральная кожа, подкладка — байка, подошва — ТЭП',
      'верх — натуральная кожа, подкладка — натуральный мех, подошва — резина',
    ],
    intros: [
      'Ботинки на устойчивой рифлёной подошве для города и межсезонья.',
      'Кожаные ботинки, которые хорошо держат форму и не промокают.',
      'Тёплые ботинки с мягкой стелькой и петлёй на заднике.',
    ],
    care: CARE_SHOES,
  },
  {
    kind: 'heels',
    category: 'footwear',
    names: [
      'Туфли-лодочки на шпильке',
      'Туфли на каблуке',
      'Туфли из лакированной кожи',
      'Туфли с острым носом',
      'Вечерние туфли',
    ],
    brands: ['Zarina', 'Love Republic', 'Mango', 'Zara', 'Ekonika', 'Calvin Klein'],
    priceK: [25, 60],
    colors: ['чёрный', 'бежевый', 'красный', 'пудровый', 'бордовый'],
    styles: ['Вечерний', 'Классический', 'Деловой'],
    sizes: 'womenShoes',
    materials: [
      'верх — натуральная кожа, подкладка — кожа, каблук 9 см',
      'верх — натуральная кожа, каблук 8 см',
    ],
    intros: [
      'Элегантные туфли-лодочки на устойчивой шпильке.',
      'Туфли с мягкой кожаной стелькой, в которых удобно весь вечер.',
      'Классическая модель, которая вытягивает силуэт.',
    ],
    care: CARE_SHOES,
  },
  {
    kind: 'loafers',
    category: 'footwear',
    names: [
      'Кожаные лоферы',
      'Замшевые лоферы',
      'Мокасины',
      'Лоферы на платформе',
      'Классические лоферы',
    ],
    brands: ['Ekonika', 'Respect', 'Тофа', 'Zara', 'Mango', 'Tommy Hilfiger', 'Lacoste'],
    priceK: [25, 55],
    colors: ['чёрный', 'коричневый', 'бежевый', 'бордовый'],
    styles: ['Классический', 'Деловой', 'Минимализм'],
    sizes: 'shoes',
    materials: [
      'верх — натуральная кожа, подошва — резина',
      'верх — натуральная кожа, подкладка — кожа',
    ],
    intros: [
      'Лоферы с декоративной перемычкой и гибкой подошвой.',
      'Удобные лоферы без шнурков на каждый день.',
      'Классическая модель из мягкой кожи, которая быстро разнашивается.',
    ],
    care: CARE_SHOES,
  },
  {
    kind: 'bag',
    category: 'accessory',
    names: [
      'Сумка-тоут',
      'Сумка через плечо',
      'Кожаная сумка с клапаном',
      'Сумка-шопер',
      'Мини-сумка',
      'Сумка-портфель',
      'Сумка с короткими ручками',
      'Вечерний клатч на цепочке',
    ],
    brands: [
      'Mango',
      'Zara',
      'Love Republic',
      'Zarina',
      'Ekonika',
      'Calvin Klein',
      'Tommy Hilfiger',
      'Lacoste',
    ],
    priceK: [15, 70],
    colors: ['чёрный', 'бежевый', 'коричневый', 'бордовый', 'пудровый', 'зелёный', 'молочный'],
    styles: ['Повседневный', 'Деловой', 'Вечерний', 'Минимализм'],
    sizes: 'one',
    materials: [
      'натуральная кожа, подкладка — текстиль',
      'экокожа, металлическая фурнитура',
      'плотный хлопок и искусственная кожа',
    ],
    intros: [
      'Вместительная сумка с внутренним карманом на молнии.',
      'Сумка из мягкой кожи с металлической фурнитурой.',
      'Аккуратная сумка, в которую помещаются телефон, кошелёк и ключи.',
    ],
    care: CARE_LEATHER,
  },
  {
    kind: 'cap',
    category: 'accessory',
    names: [
      'Хлопковая бейсболка',
      'Кепка с вышивкой',
      'Спортивная бейсболка',
      'Вельветовая кепка',
      'Бейсболка с изогнутым козырьком',
    ],
    brands: [...SPORT_BRANDS, 'Lacoste', 'Tommy Hilfiger', "O'stin"],
    priceK: [5, 15],
    colors: ['чёрный', 'белый', 'бежевый', 'тёмно-синий', 'зелёный', 'хаки'],
    styles: ['Спортивный', 'Уличный', 'Повседневный'],
    sizes: 'one',
    materials: ['100% хлопок', '100% полиэстер', '100% хлопок, вельвет'],
    intros: [
      'Бейсболка с регулируемым ремешком и вентиляционными люверсами.',
      'Кепка из плотного хлопка с жёстким козырьком.',
      'Лёгкая кепка, которая защитит от солнца.',
    ],
    care: ['Ручная стирка при 30 °C, не сушить в машине.'],
  },
  {
    kind: 'scarf',
    category: 'accessory',
    names: [
      'Шарф в клетку',
      'Кашемировый шарф',
      'Шарф крупной вязки',
      'Шерстяной шарф в клетку',
      'Шарф из мериносовой шерсти',
    ],
    brands: ['Mango', 'Zara', 'Tommy Hilfiger', 'Lacoste', 'Северная нить', 'Твоё'],
    priceK: [7, 40],
    colors: ['серый', 'бежевый', 'бордовый', 'молочный', 'коричневый', 'красный'],
    styles: ['Классический', 'Повседневный', 'Минимализм'],
    sizes: 'one',
    materials: ['100% шерсть', '50% шерсть, 50% акрил'],
    intros: [
      'Мягкий тёплый шарф с бахромой по краям.',
      'Длинный шарф, который можно завязать несколькими способами.',
      'Уютный шарф на холодный сезон.',
    ],
    care: CARE_WOOL,
  },
  {
    kind: 'belt',
    category: 'accessory',
    names: [
      'Классический кожаный ремень',
      'Ремень с металлической пряжкой',
      'Замшевый ремень',
      'Тонкий женский ремень',
    ],
    brands: ['Calvin Klein', 'Tommy Hilfiger', "Levi's", 'Mango', 'Zara', 'Ekonika'],
    priceK: [6, 25],
    colors: ['чёрный', 'коричневый', 'бежевый'],
    styles: ['Классический', 'Деловой', 'Повседневный'],
    sizes: 'one',
    materials: ['натуральная кожа, металлическая пряжка', 'натуральная кожа, пряжка из латуни'],
    intros: [
      'Ремень из плотной кожи с классической пряжкой.',
      'Ремень, который подойдёт и к джинсам, и к брюкам.',
    ],
    care: CARE_LEATHER,
  },
  {
    kind: 'sunglasses',
    category: 'accessory',
    names: [
      'Солнцезащитные очки вайфареры',
      'Круглые солнцезащитные очки',
      'Солнцезащитные очки в пластиковой оправе',
    ],
    brands: ['Mango', 'Zara', 'Tommy Hilfiger', 'Calvin Klein', 'Lacoste'],
    priceK: [10, 40],
    colors: ['чёрный', 'коричневый', 'графитовый', 'бежевый'],
    styles: ['Повседневный', 'Уличный', 'Минимализм'],
    sizes: 'one',
    materials: [
      'оправа — ацетат, линзы — поликарбонат с фильтром UV400',
      'оправа — металл, поляризационные линзы',
    ],
    intros: [
      'Солнцезащитные очки с фильтром UV400.',
      'Очки с затемнёнными линзами в лёгкой оправе.',
    ],
    care: ['Протирайте линзы салфеткой из микрофибры, храните в футляре.'],
  },
  {
    kind: 'perfume',
    category: 'fragrance',
    names: [
      'Парфюмерная вода Velours',
      'Туалетная вода Citrus Marine',
      'Парфюмерная вода Rose Poudrée',
      'Туалетная вода Vetiver Noir',
      'Парфюмерная вода Ambre Soleil',
      'Туалетная вода Fresh Aqua',
      'Парфюмерная вода Oud Royal',
      'Парфюмерная вода Jasmin Blanc',
      'Туалетная вода Green Tea',
      'Парфюмерная вода Santal Crème',
      'Одеколон Bergamot',
      'Туалетная вода Lavande',
      'Парфюмерная вода Vanille Douce',
      'Парфюмерная вода Iris Silk',
      'Туалетная вода Sport Energy',
    ],
    brands: ['Chanel', 'Dior', 'Lacoste', 'Calvin Klein', 'Tommy Hilfiger', 'Zarina', 'Новая Заря'],
    priceK: [20, 58],
    colors: ['золотистый', 'розовый', 'голубой', 'прозрачный', 'жёлтый', 'лавандовый', 'зелёный'],
    styles: ['Вечерний', 'Классический', 'Повседневный'],
    sizes: 'volume',
    materials: [
      'верхние ноты — бергамот и мандарин, сердце — жасмин, база — мускус',
      'верхние ноты — грейпфрут, сердце — морские ноты, база — кедр',
      'верхние ноты — розовый перец, сердце — роза и ирис, база — ваниль и амбра',
      'верхние ноты — лимон, сердце — лаванда, база — ветивер и пачули',
    ],
    intros: [
      'Стойкий аромат, который раскрывается на коже постепенно.',
      'Свежий аромат на каждый день во флаконе из толстого стекла.',
      'Глубокий вечерний аромат со шлейфом.',
    ],
    care: ['Храните флакон вдали от солнечного света и источников тепла.'],
  },
];

/** Colour of the liquid for each fragrance, so the bottle matches the scent's mood. */
const FRAGRANCE_COLORS: Record<string, ColorName> = {
  Velours: 'бордовый',
  'Citrus Marine': 'голубой',
  'Rose Poudrée': 'розовый',
  'Vetiver Noir': 'коричневый',
  'Ambre Soleil': 'золотистый',
  'Fresh Aqua': 'голубой',
  'Oud Royal': 'коричневый',
  'Jasmin Blanc': 'прозрачный',
  'Green Tea': 'зелёный',
  'Santal Crème': 'песочный',
  Bergamot: 'жёлтый',
  Lavande: 'лавандовый',
  'Vanille Douce': 'золотистый',
  'Iris Silk': 'лавандовый',
  'Sport Energy': 'голубой',
};

function fragranceColor(name: string): ColorName {
  const scent = Object.keys(FRAGRANCE_COLORS).find((k) => name.endsWith(k));
  return scent ? FRAGRANCE_COLORS[scent]! : 'золотистый';
}

/** Colours that a name implies ('Джинсовая рубашка' is blue). */
function colorsForName(name: string, fallback: ColorName[]): ColorName[] {
  const n = name.toLowerCase();
  if (n.includes('джинсов')) return ['голубой', 'синий'];
  if (n.includes('фланел')) return ['бордовый', 'красный'];
  if (n.includes('экокож')) return ['чёрный', 'коричневый'];
  if (n.includes('лакирован')) return ['чёрный', 'красный'];
  if (n.includes('вечерн')) return ['чёрный', 'бордовый', 'красный'];
  return fallback;
}

/** Materials that a name promises win over the kind's usual ones ('Льняные брюки' are linen). */
function materialForName(name: string, fallback: string): string {
  const n = name.toLowerCase();
  const rules: [RegExp, string][] = [
    [/кашемир/, '100% кашемир'],
    [/мерино/, '100% шерсть мериноса'],
    [/шерст/, '80% шерсть, 20% полиамид'],
    [/льнян|лён|льна/, '100% лён'],
    [/органическ/, '100% органический хлопок'],
    [/вискоз/, '100% вискоза'],
    [/экокож/, 'экокожа (100% полиуретан), подкладка — полиэстер'],
    [/лакирован/, 'верх — лакированная кожа, подкладка — кожа, каблук 9 см'],
    [/замш/, 'верх — натуральная замша, подошва — резина'],
    [/кожан/, 'натуральная кожа'],
    [/вельвет/, '100% хлопок, вельвет'],
    [/фланел/, '100% хлопок, фланель'],
    [/сетчат/, 'верх — дышащая сетка, подошва — вспененный ЭВА'],
    [/нейлон/, '100% полиамид, подкладка — 100% полиэстер'],
    [
      /утепл|зимн/,
      fallback.includes('верх')
        ? 'верх — натуральная кожа, подкладка — натуральный мех, подошва — резина'
        : `${fallback}, утеплитель — синтепон`,
    ],
    [/эластичного/, '92% хлопок, 6% полиэстер, 2% эластан'],
    [/спортивн|дышащей/, '100% полиэстер, быстросохнущая ткань'],
  ];
  return rules.find(([re]) => re.test(n))?.[1] ?? fallback;
}

function styleForName(name: string, fallback: Style): Style {
  const n = name.toLowerCase();
  if (
    n.includes('спортив') ||
    n.includes('беговые') ||
    n.includes('тренировок') ||
    n.includes('sport') ||
    n.includes('джоггер')
  )
    return 'Спортивный';
  if (n.includes('вечерн')) return 'Вечерний';
  if (n.includes('классическ') || n.includes('оксфорд')) return 'Классический';
  if (n.includes('базов')) return 'Минимализм';
  return fallback;
}

function collectionForName(kind: GarmentKind, name: string, fallback: string): string {
  const n = name.toLowerCase();
  if (
    /утепл|зимн|шерст|кашемир|фланел|вельвет|начёс|мерино|крупной вязки/.test(n) ||
    ['sweater', 'scarf', 'boots'].includes(kind)
  ) {
    return 'Осень–Зима 2026';
  }
  if (/лён|льнян|летн|сетчат|вискоз/.test(n) || ['shorts', 'sunglasses'].includes(kind))
    return 'Весна–Лето 2026';
  if (/базов|классическ|прямого кроя/.test(n)) return 'Базовая';
  return fallback;
}

/** Which look of the picture fits the name (V-neck, cable knit, pleats, Chelsea boots...). */
function imageSeedFor(kind: GarmentKind, name: string, index: number): number {
  const n = name.toLowerCase();
  const want = (mod: number, rest: number) => index * mod + rest;
  switch (kind) {
    case 'tshirt':
      return n.includes('v-образ') ? want(3, 2) : want(3, index % 2);
    case 'sweater':
      return n.includes('кос') || n.includes('крупной') ? want(2, 1) : want(2, 0);
    case 'skirt':
      return n.includes('плиссе') ? want(2, 1) : want(2, 0);
    case 'boots':
      return n.includes('челси') ? want(2, 0) : want(2, 1);
    case 'scarf':
      return n.includes('клетк') ? want(2, 0) : want(2, 1);
    case 'sunglasses':
      return n.includes('кругл') ? want(2, 1) : want(2, 0);
    case 'bag':
      return n.includes('клатч') || n.includes('мини')
        ? want(3, 2)
        : n.includes('шопер') || n.includes('тоут')
          ? want(3, 1)
          : want(3, 0);
    case 'dress':
      return n.includes('без рукавов')
        ? want(3, 0)
        : n.includes('трикотаж') || n.includes('футляр')
          ? want(3, 1)
          : want(3, index % 2 === 0 ? 0 : 2);
    default:
      return index;
  }
}

/** Kinds that are one gender whatever their name. */
const KIND_GENDER: Partial<Record<GarmentKind, Gender>> = {
  dress: 'women',
  skirt: 'women',
  heels: 'women',
  cap: 'unisex',
};

/**
 * Who each demo item is for, as a fashion shop would file it: fitted, cropped, high-waisted and
 * mom cuts are women's; oxford, slim, cargo and classic cuts are men's; oversize basics, sports
 * and walking shoes are unisex. Scents follow their notes. Names not listed are unisex.
 */
const GENDER_BY_NAME: Record<string, Gender> = {
  'Футболка с V-образным вырезом': 'men',
  'Укороченная футболка': 'women',
  'Приталенная футболка': 'women',
  'Спортивная футболка из дышащей ткани': 'men',
  'Льняная футболка': 'men',
  'Рубашка оксфорд классического кроя': 'men',
  'Льняная рубашка свободного кроя': 'women',
  'Рубашка из хлопкового поплина': 'women',
  'Рубашка slim fit с длинным рукавом': 'men',
  'Вельветовая рубашка': 'men',
  'Фланелевая рубашка': 'men',
  'Рубашка оверсайз из твила': 'women',
  'Худи из футера с начёсом': 'men',
  'Спортивное худи с карманом-кенгуру': 'women',
  'Худи из органического хлопка': 'women',
  'Утеплённое худи': 'men',
  'Свитер с косами': 'women',
  'Кашемировый свитер': 'women',
  'Свитер из мериносовой шерсти': 'men',
  'Джемпер тонкой вязки': 'women',
  'Пуловер с круглым вырезом': 'men',
  'Однобортный пиджак': 'men',
  'Пиджак оверсайз': 'women',
  'Льняной пиджак': 'men',
  'Приталенный блейзер': 'women',
  'Шерстяной пиджак': 'men',
  'Куртка-бомбер': 'men',
  'Лёгкая куртка на молнии': 'women',
  'Утеплённая куртка-бомбер': 'men',
  'Джинсы прямого кроя': 'men',
  'Джинсы скинни с высокой посадкой': 'women',
  'Джинсы мом': 'women',
  'Джинсы бойфренды': 'women',
  'Джинсы слим': 'men',
  'Джинсы клёш': 'women',
  'Широкие джинсы': 'women',
  'Джинсы с потёртостями': 'men',
  'Джинсы regular fit': 'men',
  'Зауженные джинсы': 'men',
  'Джинсы из эластичного денима': 'women',
  'Классические брюки со стрелками': 'men',
  'Брюки чинос': 'men',
  'Широкие брюки палаццо': 'women',
  'Брюки карго': 'men',
  'Льняные брюки': 'women',
  'Прямые брюки с высокой посадкой': 'women',
  'Шерстяные брюки': 'men',
  'Укороченные брюки': 'women',
  'Джинсовые шорты': 'women',
  'Шорты-бермуды': 'men',
  'Льняные шорты': 'men',
  'Шорты чинос': 'men',
  'Шорты с высокой талией': 'women',
  'Шорты карго': 'men',
  'Кроссовки повседневные': 'men',
  'Кожаные кроссовки': 'men',
  'Кроссовки на платформе': 'women',
  'Замшевые кроссовки': 'women',
  'Кроссовки в стиле ретро': 'men',
  'Сетчатые кроссовки': 'men',
  'Баскетбольные кроссовки': 'men',
  'Лёгкие летние кроссовки': 'women',
  'Ботинки челси': 'women',
  'Ботинки на шнуровке': 'men',
  'Замшевые ботинки челси': 'women',
  'Кожаные ботинки на шнуровке': 'men',
  'Ботинки челси на тракторной подошве': 'men',
  'Высокие ботинки на шнуровке': 'women',
  'Демисезонные ботинки челси': 'women',
  'Кожаные лоферы': 'men',
  'Замшевые лоферы': 'men',
  Мокасины: 'men',
  'Лоферы на платформе': 'women',
  'Классические лоферы': 'women',
  'Сумка-тоут': 'women',
  'Кожаная сумка с клапаном': 'women',
  'Мини-сумка': 'women',
  'Сумка-портфель': 'men',
  'Сумка с короткими ручками': 'women',
  'Вечерний клатч на цепочке': 'women',
  'Кашемировый шарф': 'women',
  'Шерстяной шарф в клетку': 'men',
  'Классический кожаный ремень': 'men',
  'Ремень с металлической пряжкой': 'men',
  'Тонкий женский ремень': 'women',
  'Круглые солнцезащитные очки': 'women',
  'Солнцезащитные очки в пластиковой оправе': 'men',
  'Парфюмерная вода Velours': 'women',
  'Туалетная вода Citrus Marine': 'men',
  'Парфюмерная вода Rose Poudrée': 'women',
  'Туалетная вода Vetiver Noir': 'men',
  'Туалетная вода Fresh Aqua': 'men',
  'Парфюмерная вода Jasmin Blanc': 'women',
  'Одеколон Bergamot': 'men',
  'Парфюмерная вода Vanille Douce': 'women',
  'Парфюмерная вода Iris Silk': 'women',
  'Туалетная вода Sport Energy': 'men',
};

export function genderFor(kind: GarmentKind, name: string): Gender {
  return KIND_GENDER[kind] ?? GENDER_BY_NAME[name] ?? 'unisex';
}

/** mulberry32: small, fast, good enough for picking demo data. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

const money = (tenge: number) => `${tenge}.00`;

function sizesFor(
  system: SizeSystem,
  name: string,
  rnd: ReturnType<typeof createRandom>,
): string[] {
  const run = (list: string[], min: number, max: number) => {
    const count = rnd.int(min, Math.min(max, list.length));
    const start = rnd.int(0, list.length - count);
    return list.slice(start, start + count);
  };
  switch (system) {
    case 'letter':
      return run(LETTER_SIZES, 4, 6);
    case 'ru':
      return run(RU_SIZES, 5, 7);
    case 'shoes':
      return run(SHOE_SIZES, 6, 9);
    case 'womenShoes':
      return SHOE_SIZES.slice(0, rnd.int(5, 6));
    case 'one':
      return ['ONE SIZE'];
    case 'volume':
      return name.startsWith('Одеколон') ? ['100 мл'] : ['50 мл', '100 мл'];
  }
}

const SIZE_CODE = (size: string) => (size === 'ONE SIZE' ? 'OS' : size.replace(' мл', 'ML'));

const CATEGORY_CODE: Record<Category, string> = {
  top: 'TOP',
  bottom: 'BTM',
  footwear: 'FTW',
  accessory: 'ACC',
  fragrance: 'FRG',
};

const CATALOG_SEED = 20260415;

type Random = ReturnType<typeof createRandom>;

/** The item's colours: one of its palette, now and then a second (never for a scent). */
function colorsOf(template: KindTemplate, name: string, rnd: Random): ColorName[] {
  const palette: ColorName[] =
    template.kind === 'perfume' ? [fragranceColor(name)] : colorsForName(name, template.colors);
  const color = rnd.pick(palette);
  const colors: ColorName[] = [color];
  if (template.kind !== 'perfume' && palette.length > 1 && rnd.next() < 0.4) {
    const second = rnd.pick(palette.filter((c) => c !== color));
    colors.push(second);
  }
  return colors;
}

/** The base price in tenge, a whole thousand less 10. */
function basePriceOf(template: KindTemplate, brand: string, rnd: Random): number {
  // premium brands sit in the upper part of the range
  const [lo, hi] = template.priceK;
  const mid = Math.round((lo + hi) / 2);
  const k = LUXURY.has(brand) ? rnd.int(mid, hi) : rnd.int(lo, Math.max(lo, mid + 2));
  return k * 1000 - 10;
}

/**
 * Every colour in every size on offer: 100 ml and, now and then, the largest size cost more; a
 * sold-out item has none in stock.
 */
function variantsOf(
  template: KindTemplate,
  name: string,
  item: { skuStem: string; colors: ColorName[]; base: number; soldOut: boolean },
  rnd: Random,
): { sizes: string[]; variants: CatalogVariant[] } {
  const { skuStem, colors, base, soldOut } = item;
  const sizes = sizesFor(template.sizes, name, rnd);
  const biggerCostsMore =
    template.sizes !== 'one' && template.sizes !== 'volume' && rnd.next() < 0.3;
  const variants: CatalogVariant[] = [];
  for (const c of colors) {
    sizes.forEach((size, sizeIndex) => {
      let price = base;
      if (size === '100 мл') price = Math.round((base * 1.55) / 1000) * 1000 - 10;
      else if (biggerCostsMore && sizeIndex === sizes.length - 1 && sizes.length > 2)
        price = base + 1000;
      const stock = soldOut ? 0 : rnd.next() < 0.16 ? 0 : rnd.int(1, 25);
      variants.push({
        sku: `${skuStem}-${SIZE_CODE(size)}-${COLOR_CODES[c]}`,
        size,
        color: c,
        price: money(price),
        stock,
      });
    });
  }
  return { sizes, variants };
}

/** An intro, what it is made of (a scent's pyramid) and how to care for it. */
function descriptionOf(template: KindTemplate, name: string, rnd: Random): string {
  const material =
    template.kind === 'perfume'
      ? rnd.pick(template.materials)
      : materialForName(name, rnd.pick(template.materials));
  const label =
    template.kind === 'perfume'
      ? 'Пирамида аромата'
      : template.category === 'top' || template.category === 'bottom'
        ? 'Состав'
        : 'Материалы';
  return `${rnd.pick(template.intros)} ${label}: ${material}. ${rnd.pick(template.care)}`;
}

/** Build the demo catalogue (deterministic for the same seed). */
export function buildCatalog(seed = CATALOG_SEED): CatalogItem[] {
  const rnd = createRandom(seed);
  const items: CatalogItem[] = [];
  const perCategory = new Map<Category, number>();

  for (const template of TEMPLATES) {
    template.names.forEach((name, index) => {
      const number = (perCategory.get(template.category) ?? 0) + 1;
      perCategory.set(template.category, number);
      const key = `${template.category}-${String(number).padStart(3, '0')}`;
      const skuStem = `VST-${CATEGORY_CODE[template.category]}-${String(number).padStart(3, '0')}`;

      // The random picks are drawn in this order: the same seed gives the same catalogue.
      const brand = template.kind === 'jeans' && index === 0 ? "Levi's" : rnd.pick(template.brands);
      const colors = colorsOf(template, name, rnd);
      const base = basePriceOf(template, brand, rnd);
      const soldOut = items.length % 25 === 7;
      const { sizes, variants } = variantsOf(
        template,
        name,
        { skuStem, colors, base, soldOut },
        rnd,
      );
      const description = descriptionOf(template, name, rnd);

      items.push({
        key,
        name,
        brand,
        category: template.category,
        gender: genderFor(template.kind, name),
        kind: template.kind,
        description,
        color: colors[0]!,
        colors,
        size: sizes.join(', '),
        style: styleForName(name, rnd.pick(template.styles)),
        collection: collectionForName(template.kind, name, rnd.pick(COLLECTIONS)),
        price: money(base),
        imageSeed: imageSeedFor(template.kind, name, index),
        variants,
      });
    });
  }
  return items;
}

export const CATALOG_ITEMS: readonly CatalogItem[] = buildCatalog();
