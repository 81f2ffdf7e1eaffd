/**
 * The demo shopper's wardrobe: two delivered orders, whose lines join it the way a delivery does,
 * and a few own garments with pictures drawn in code and cut out of their backdrop, kept as
 * private wardrobe pictures. Worn on some days of the last two months; one piece never worn, one
 * not worn for over 90 days, so every part of the wardrobe page has something to show.
 */
import sharp from 'sharp';
import type { Category, ColorName, GarmentKind } from '@shop/contract';
import { cutOutGarment } from '../../lib/cutout';
import type { MediaService, PreparedImage } from '../../modules/media/media.service';
import { dayIn } from '../../modules/wardrobe/wardrobe.mapper';
import { createWardrobeRepository } from '../../modules/wardrobe/wardrobe.repository';
import type { DbOrTx } from '../client';
import { createDeliveredOrder, type DeliveredOrderLine } from '../order-factories';
import type { GarmentImageOptions } from './garment-images';
import { cachedGarmentImage } from './picture-cache';

const DAY = 86_400_000;
/** The demo shop's days are Almaty's, the default SHOP_TIME_ZONE. */
const TIME_ZONE = 'Asia/Almaty';

type DemoGarment = {
  name: string;
  brand: string | null;
  slot: Category;
  kind: GarmentKind;
  colors: ColorName[];
  price: string | null;
  draw: GarmentImageOptions;
  /** When it was added to the wardrobe. */
  addedDaysAgo: number;
  wornDaysAgo: number[];
};

/** Own garments: often worn, now and then, long ago (idle), never. */
const DEMO_GARMENTS: DemoGarment[] = [
  {
    name: 'Свитер крупной вязки',
    brand: null,
    slot: 'top',
    kind: 'sweater',
    colors: ['бордовый'],
    price: '18000.00',
    draw: { category: 'top', kind: 'sweater', color: 'бордовый', seed: 7 },
    addedDaysAgo: 150,
    wornDaysAgo: [1, 4, 8, 13, 17, 22, 29, 36, 44, 51, 58],
  },
  {
    name: 'Юбка миди',
    brand: 'Zara',
    slot: 'bottom',
    kind: 'skirt',
    colors: ['бежевый'],
    price: '15990.00',
    draw: { category: 'bottom', kind: 'skirt', color: 'бежевый', seed: 3 },
    addedDaysAgo: 90,
    wornDaysAgo: [3, 10, 24, 40],
  },
  {
    name: 'Льняной пиджак',
    brand: 'Mango',
    slot: 'top',
    kind: 'jacket',
    colors: ['голубой'],
    price: '24000.00',
    draw: { category: 'top', kind: 'jacket', color: 'голубой', seed: 5 },
    addedDaysAgo: 220,
    wornDaysAgo: [105, 131, 160],
  },
  {
    name: 'Клетчатый шарф',
    brand: null,
    slot: 'accessory',
    kind: 'scarf',
    colors: ['лавандовый'],
    price: null,
    draw: { category: 'accessory', kind: 'scarf', color: 'лавандовый', seed: 2 },
    addedDaysAgo: 25,
    wornDaysAgo: [],
  },
];

/** Two orders delivered to the shopper: catalogue keys, the size bought, the days worn since. */
const DEMO_ORDERS: { deliveredDaysAgo: number; lines: [string, number[]][] }[] = [
  {
    deliveredDaysAgo: 45,
    lines: [
      ['top-001', [2, 9, 16, 30]],
      ['footwear-001', [1, 2, 5, 9, 12, 20, 33]],
    ],
  },
  {
    deliveredDaysAgo: 12,
    lines: [
      ['accessory-003', [1, 6]],
      ['footwear-013', []],
    ],
  },
];

/** A catalogue item of the demo, as the order lines copy it. */
export type DemoCatalogueItem = {
  itemId: number;
  name: string;
  brand: string;
  imageKey: string | null;
  variant: { id: number; sku: string; size: string | null; color: string | null; price: string };
};

/** Draws the own garments, cut out of their backdrop, and stores them (rows come later). */
export async function renderDemoWardrobe(media: MediaService): Promise<PreparedImage[]> {
  const images: PreparedImage[] = [];
  for (const garment of DEMO_GARMENTS) {
    const drawn = await cachedGarmentImage({ ...garment.draw, view: 'front' });
    const cut = await cutOutGarment(drawn, 800);
    const { data, info } = cut
      ? await sharp(cut.data, { raw: { width: cut.width, height: cut.height, channels: 4 } })
          .webp({ quality: 88, alphaQuality: 90 })
          .toBuffer({ resolveWithObject: true })
      : await sharp(drawn).webp({ quality: 88 }).toBuffer({ resolveWithObject: true });
    images.push(
      await media.prepareGenerated('wardrobe', data, { width: info.width, height: info.height }),
    );
  }
  return images;
}

/**
 * The shopper's wardrobe rows: the delivered orders (skipped for items a test's slice of the
 * catalogue lacks), the own garments with their pictures, and the wear log.
 */
export async function writeDemoWardrobe(
  tx: DbOrTx,
  input: {
    shopper: { id: number; email: string };
    catalogue: ReadonlyMap<string, DemoCatalogueItem>;
    pictures: PreparedImage[];
    media: MediaService;
    now: number;
  },
): Promise<void> {
  const { shopper, catalogue, pictures, media, now } = input;
  const repo = createWardrobeRepository();
  const day = (daysAgo: number) => dayIn(TIME_ZONE, new Date(now - daysAgo * DAY));
  const wear = async (pieceId: number, daysAgo: number[]) => {
    for (const d of daysAgo)
      await repo.addWear({ pieceId, ownerId: shopper.id, day: day(d), outfitId: null }, tx);
  };

  for (const order of DEMO_ORDERS) {
    const lines = order.lines.flatMap(([key]) => {
      const item = catalogue.get(key);
      return item ? [lineOf(item)] : [];
    });
    if (!lines.length) continue;
    const deliveredAt = new Date(now - order.deliveredDaysAgo * DAY);
    const orderId = await createDeliveredOrder(tx, {
      userId: shopper.id,
      email: shopper.email,
      lines,
      deliveredAt,
    });
    await repo.addOrderLines(orderId, { day: day(order.deliveredDaysAgo), at: deliveredAt }, tx);
    for (const [key, worn] of order.lines) {
      const itemId = catalogue.get(key)?.itemId;
      const pieceId = itemId && (await repo.findOfItem(shopper.id, itemId, tx));
      if (pieceId) await wear(pieceId, worn);
    }
  }

  await media.record(pictures, shopper.id, tx);
  for (const [index, garment] of DEMO_GARMENTS.entries()) {
    const addedAt = new Date(now - garment.addedDaysAgo * DAY);
    const pieceId = await repo.insert(
      {
        ownerId: shopper.id,
        source: 'photo',
        imageKey: pictures[index]!.key,
        name: garment.name,
        brand: garment.brand,
        slot: garment.slot,
        kind: garment.kind,
        colors: garment.colors,
        price: garment.price,
        acquiredOn: day(garment.addedDaysAgo),
        createdAt: addedAt,
        updatedAt: addedAt,
      },
      tx,
    );
    await wear(pieceId, garment.wornDaysAgo);
  }
}

function lineOf(item: DemoCatalogueItem): DeliveredOrderLine {
  const { variant } = item;
  return {
    itemId: item.itemId,
    variantId: variant.id,
    name: item.name,
    brand: item.brand,
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    imageKey: item.imageKey,
    price: variant.price,
    quantity: 1,
  };
}
