/**
 * Kinds of things a shopper asks for, each group the same kind in Russian and in English (decision
 * 049). A kind word must be in what an item is (its name, category …), not in its description: a
 * skirt "worn with blouses" is no blouse. Kinds the demo catalogue does not sell are listed too:
 * a word of this file is a real word, never "corrected" into another one («пальто» is not a typo
 * of "pants", «носки» not one of «найки»); when the catalogue has none, the search says so.
 */
export const KIND_GROUPS: readonly (readonly string[])[] = [
  ['dress', 'dresses', 'платье', 'сарафан'],
  ['jeans', 'джинсы'],
  ['shirt', 'shirts', 'рубашка', 'сорочка'],
  ['tshirt', 't-shirt', 'tee', 'футболка'],
  ['hoodie', 'hoody', 'худи', 'толстовка'],
  ['sweater', 'jumper', 'свитер', 'джемпер'],
  ['pullover', 'пуловер'],
  ['sweatshirt', 'свитшот'],
  ['cardigan', 'кардиган'],
  ['jacket', 'куртка'],
  ['blazer', 'блейзер', 'пиджак'],
  ['bomber', 'бомбер'],
  ['coat', 'пальто'],
  ['trousers', 'pants', 'брюки'],
  ['chinos', 'чинос'],
  ['joggers', 'джоггеры'],
  ['cargo', 'карго'],
  ['skirt', 'юбка'],
  ['shorts', 'шорты'],
  ['sneakers', 'trainers', 'кроссовки'],
  ['keds', 'кеды'],
  ['boots', 'ботинки'],
  ['chelsea', 'челси'],
  ['shoes', 'туфли'],
  ['heels', 'каблук'],
  ['loafers', 'лоферы'],
  ['moccasins', 'мокасины'],
  ['bag', 'handbag', 'сумка'],
  ['tote', 'тоут'],
  ['shopper', 'шопер'],
  ['clutch', 'клатч'],
  ['backpack', 'рюкзак'],
  ['cap', 'кепка', 'бейсболка'],
  ['scarf', 'шарф'],
  ['belt', 'ремень'],
  ['sunglasses', 'glasses', 'очки'],
  ['perfume', 'parfum', 'fragrance', 'парфюм', 'духи', 'аромат', 'парфюмерная'],
  ['cologne', 'одеколон'],
  // kinds the demo catalogue does not sell (yet): an honest nothing, with STAND_INS as ways out
  ['trench', 'тренч', 'тренчкот'],
  ['raincoat', 'плащ'],
  ['parka', 'парка'],
  ['puffer', 'пуховик'],
  ['fur', 'шуба', 'шубка'],
  ['blouse', 'блуза', 'блузка'],
  ['top', 'топ'],
  ['tank', 'майка'],
  ['turtleneck', 'водолазка'],
  ['vest', 'жилет', 'жилетка'],
  ['suit', 'костюм'],
  ['overalls', 'комбинезон'],
  ['leggings', 'леггинсы', 'лосины'],
  ['socks', 'носки', 'гольфы'],
  ['tights', 'колготки'],
  ['underwear', 'трусы'],
  ['bra', 'бюстгальтер', 'лифчик'],
  ['swimsuit', 'купальник'],
  ['pajamas', 'пижама'],
  ['robe', 'халат'],
  ['hat', 'шапка'],
  ['panama', 'панама'],
  ['gloves', 'перчатки', 'варежки'],
  ['sandals', 'сандалии', 'босоножки'],
  ['slippers', 'тапочки', 'шлёпанцы'],
  ['flipflops', 'сланцы', 'вьетнамки'],
  ['wallet', 'кошелёк', 'портмоне'],
  ['jewelry', 'jewellery', 'украшения', 'бижутерия'],
  ['earrings', 'серьги'],
  ['necklace', 'колье', 'ожерелье'],
  ['ring', 'кольцо'],
  ['watch', 'часы'],
  ['umbrella', 'зонт', 'зонтик'],
  ['tie', 'галстук'],
];

/**
 * Other words that name the same thing for a shopper, in Russian and in English (materials,
 * colours, who it is for). A query word that is a form of any word of a group ("платья",
 * "dresses") also finds every other word of the group, ranked below the word's own matches.
 * Groups are strict translations, not related things: «кеды» are not «кроссовки», and a shopper
 * asking for one does not want the other first.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ...KIND_GROUPS,
  ['oversize', 'oversized', 'оверсайз'],
  // materials
  ['denim', 'деним', 'джинсовый'],
  ['cotton', 'хлопок', 'хлопковый'],
  ['linen', 'лён', 'льняной'],
  ['wool', 'шерсть', 'шерстяной'],
  ['cashmere', 'кашемир', 'кашемировый'],
  ['leather', 'кожа', 'кожаный'],
  ['suede', 'замша', 'замшевый'],
  ['silk', 'шёлк', 'шёлковый'],
  ['velvet', 'corduroy', 'вельвет', 'вельветовый'],
  // colours
  ['black', 'чёрный'],
  ['white', 'белый'],
  ['grey', 'gray', 'серый'],
  ['beige', 'бежевый'],
  ['brown', 'коричневый'],
  ['blue', 'синий'],
  ['navy', 'тёмно-синий'],
  ['red', 'красный'],
  ['burgundy', 'бордовый'],
  ['green', 'зелёный'],
  ['khaki', 'хаки'],
  ['olive', 'оливковый'],
  ['pink', 'розовый'],
  ['yellow', 'жёлтый'],
  ['orange', 'оранжевый'],
  ['purple', 'violet', 'фиолетовый'],
  ['gold', 'golden', 'золотистый'],
  // who it is for
  ['women', 'woman', 'womens', 'female', 'женский', 'женщин'],
  ['men', 'man', 'mens', 'male', 'мужской', 'мужчин'],
  ['kids', 'children', 'детский', 'детей'],
];

/**
 * Ways out of an honest nothing: for a kind the catalogue does not have, the kinds it may have
 * that a shopper asking for it would look at instead (shown as «Возможно, подойдёт: …», never
 * searched in its place). Keyed by a word of its KIND_GROUPS group; only those the catalogue
 * has are offered.
 */
export const STAND_INS: Readonly<Record<string, readonly string[]>> = {
  пальто: ['куртка', 'пиджак'],
  тренч: ['куртка', 'пиджак'],
  плащ: ['куртка', 'пиджак'],
  парка: ['куртка', 'бомбер'],
  пуховик: ['куртка', 'бомбер'],
  шуба: ['куртка', 'свитер'],
  блуза: ['рубашка', 'футболка'],
  топ: ['футболка', 'рубашка'],
  майка: ['футболка'],
  водолазка: ['свитер', 'джемпер'],
  жилет: ['пиджак', 'кардиган'],
  костюм: ['пиджак', 'брюки'],
  комбинезон: ['платье', 'брюки'],
  леггинсы: ['джоггеры', 'брюки'],
  шапка: ['кепка', 'шарф'],
  панама: ['кепка', 'бейсболка'],
  перчатки: ['шарф'],
  сандалии: ['кеды', 'лоферы'],
  тапочки: ['мокасины', 'кеды'],
  сланцы: ['кеды', 'мокасины'],
  кошелёк: ['сумка', 'клатч'],
  украшения: ['сумка', 'очки'],
};

/**
 * Brand words and the spellings shoppers type in Cyrillic: one word written two ways, so a
 * spelling finds the brand as well as its own word does. Each group holds the brand's word as the
 * catalogue writes it (apostrophes dropped: "levis", "ostin"); plain transliteration covers
 * spellings such as «адидас» when the catalogue has no Russian word of that stem.
 */
export const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['levis', 'левайс', 'левис', 'ливайс', 'левайз'],
  ['nike', 'найк', 'найки'],
  ['adidas', 'адидас'],
  ['reebok', 'рибок'],
  ['puma', 'пума'],
  ['new', 'нью'],
  ['balance', 'баланс', 'бэланс'],
  ['lacoste', 'лакост', 'лакоста'],
  ['calvin', 'кельвин', 'келвин', 'кэлвин', 'кальвин'],
  ['klein', 'кляйн', 'кляин', 'клейн', 'клайн'],
  ['tommy', 'томми', 'томи'],
  ['hilfiger', 'хилфигер', 'хилфиджер'],
  ['chanel', 'шанель'],
  ['dior', 'диор'],
  ['zara', 'зара'],
  ['mango', 'манго'],
  ['befree', 'бифри'],
  ['love', 'лав'],
  ['republic', 'репаблик', 'рипаблик'],
  ['ostin', 'остин'],
  ['gloria', 'глория'],
  ['uniqlo', 'юникло'],
  ['bershka', 'бершка'],
  ['reserved', 'резервд'],
  ['ekonika', 'эконика'],
  ['respect', 'респект'],
];

/**
 * Words of brand names written other ways, for recognising a query that names a brand as a whole
 * («глория джинс» is Gloria Jeans); unlike SPELLING_GROUPS they do not make the words one in
 * search («джинсы» is no brand).
 */
export const BRAND_WORD_SPELLINGS: readonly (readonly string[])[] = [
  ['jeans', 'джинс', 'джинсы', 'джинз'],
  ['home', 'хоум'],
];
