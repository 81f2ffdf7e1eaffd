import { describe, expect, it } from 'vitest';
import { categorise, categoryFromWords, seoWord } from './category';

describe('categorise by the seo tail', () => {
  it('uses the first word of the seo tail', () => {
    expect(categorise({ seoTail: 'shoes-adidasoriginals-kedy', type: 'Кеды' })).toEqual({
      category: 'footwear',
      confidence: 'seo',
    });
    expect(categorise({ seoTail: 'accs-levis-remen' }).category).toBe('accessory');
    expect(categorise({ seoTail: 'bags-guess-sumka' }).category).toBe('accessory');
    expect(categorise({ seoTail: 'hats-newera-kepka' }).category).toBe('accessory');
  });

  it('splits clothes into top and bottom by the words', () => {
    expect(categorise({ seoTail: 'clothes-levis-dzhinsy', type: 'Джинсы', model: '501' })).toEqual({
      category: 'bottom',
      confidence: 'seo',
    });
    expect(categorise({ seoTail: 'clothes-mango-futbolka', type: 'Футболка' }).category).toBe(
      'top',
    );
    expect(
      categorise({ seoTail: 'clothes-zarina-yubka', type: 'Юбка', model: 'миди' }).category,
    ).toBe('bottom');
    expect(categorise({ seoTail: 'clothes-levis-dzhinsy' }).category).toBe('bottom');
    expect(categorise({ seoTail: 'clothes-something' }).category).toBe('top');
    expect(
      categorise({ seoTail: 'clothes-befree-noski', type: 'Носки', model: '3 пары' }).category,
    ).toBe('accessory');
    // A denim jacket is a jacket.
    expect(categorise({ seoTail: 'clothes-x', type: 'Куртка джинсовая' }).category).toBe('top');
    expect(categorise({ seoTail: 'clothes-x', title: 'Джинсовая куртка' }).category).toBe('top');
  });

  it('splits beauty accessories into fragrance and accessory', () => {
    expect(
      categorise({ seoTail: 'beauty_accs-chanel-parfyumernaya-voda', type: 'Парфюмерная вода' }),
    ).toEqual({ category: 'fragrance', confidence: 'seo' });
    expect(
      categorise({ seoTail: 'beauty_accs-x', title: 'Dior Sauvage Eau de Toilette' }).category,
    ).toBe('fragrance');
    expect(categorise({ seoTail: 'beauty_accs-x', type: 'Косметичка' }).category).toBe('accessory');
  });

  it('reads the seo word', () => {
    expect(seoWord('shoes-adidasoriginals-kedy')).toBe('shoes');
    expect(seoWord('/beauty_accs-x/')).toBe('beauty_accs');
    expect(seoWord(null)).toBeNull();
  });
});

describe('categorise by type and keywords', () => {
  const cases: [string, string][] = [
    // bottom
    ['Джинсы Levi’s 501 Original', 'bottom'],
    ['Брюки спортивные', 'bottom'],
    ['Юбка плиссированная', 'bottom'],
    ['Шорты джинсовые', 'bottom'],
    ['Леггинсы', 'bottom'],
    ['Тайтсы Nike Pro', 'bottom'],
    ['Брюки карго', 'bottom'],
    ['Колготки 40 den', 'bottom'],
    ['Slim Fit Jeans', 'bottom'],
    ['Pleated skirt', 'bottom'],
    // footwear
    ['Кеды Superstar', 'footwear'],
    ['Кроссовки Air Max 90', 'footwear'],
    ['Ботинки Chelsea', 'footwear'],
    ['Туфли на каблуке', 'footwear'],
    ['Сапоги', 'footwear'],
    ['Полусапожки', 'footwear'],
    ['Босоножки', 'footwear'],
    ['Шлёпанцы', 'footwear'],
    ['Лоферы', 'footwear'],
    ['Running sneakers', 'footwear'],
    ['Chelsea boots', 'footwear'],
    // accessory
    ['Сумка через плечо', 'accessory'],
    ['Рюкзак городской', 'accessory'],
    ['Ремень кожаный', 'accessory'],
    ['Кепка', 'accessory'],
    ['Бейсболка', 'accessory'],
    ['Шарф', 'accessory'],
    ['Очки солнцезащитные', 'accessory'],
    ['Часы наручные', 'accessory'],
    ['Серьги', 'accessory'],
    ['Кошелёк', 'accessory'],
    ['Tote bag', 'accessory'],
    ['Сумка для обуви', 'accessory'],
    // fragrance
    ['Парфюмерная вода', 'fragrance'],
    ['Туалетная вода Acqua di Giò', 'fragrance'],
    ['Духи', 'fragrance'],
    ['Одеколон', 'fragrance'],
    ['Bleu de Chanel Eau de Parfum', 'fragrance'],
    ['Набор: туалетная вода и гель для душа', 'fragrance'],
    // top
    ['Футболка оверсайз', 'top'],
    ['Рубашка льняная', 'top'],
    ['Платье-рубашка', 'top'],
    ['Куртка утепленная', 'top'],
    ['Свитер', 'top'],
    ['Худи', 'top'],
    ['Пиджак', 'top'],
    ['Пуховик', 'top'],
    ['Костюм спортивный', 'top'],
    ['Брючный костюм', 'top'],
    ['Oversized hoodie', 'top'],
    ['Denim jacket', 'top'],
    ['Майка', 'top'],
  ];

  it.each(cases)('%s → %s', (type, category) => {
    const result = categorise({ type });
    expect(result.category).toBe(category);
    expect(result.confidence).toBe('type');
  });

  it('falls back to the title, model and attributes', () => {
    expect(categorise({ type: null, title: 'adidas Кроссовки Ultraboost' })).toEqual({
      category: 'footwear',
      confidence: 'keywords',
    });
    expect(categorise({ model: 'Eau de Parfum 50 ml' })).toEqual({
      category: 'fragrance',
      confidence: 'keywords',
    });
    expect(
      categorise({ attributes: [{ title: 'Вид изделия', value: 'Сумка-тоут' }] }).category,
    ).toBe('accessory');
  });

  it('defaults to top', () => {
    expect(categorise({})).toEqual({ category: 'top', confidence: 'default' });
    expect(categorise({ type: 'Набор', title: 'Подарочный' })).toEqual({
      category: 'top',
      confidence: 'default',
    });
  });

  it('is not fooled by words inside other words', () => {
    // «майкл» is not «майка», «bootcut» is not «boot».
    expect(categoryFromWords('MICHAEL Michael Kors')).toBeNull();
    expect(categoryFromWords('Джинсы bootcut')).toBe('bottom');
  });
});
