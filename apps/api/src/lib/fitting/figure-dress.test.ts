import { describe, expect, it } from 'vitest';
import { DEFAULT_FIGURE, figurePose, type Figure } from '../mannequin/figure-shape';
import { mannequinBody } from '../mannequin/mannequin-body';
import { dressBody } from './dress';
import { prepareGarment, type OutfitGarment } from './fit-outfit';
import { demoGarment } from '../../test/garments';

/** The figure dressed as fitOnFigure dresses it: its drawing as a body, the one renderer. */
async function dressed(figure: Figure, garments: OutfitGarment[]) {
  const { photo, body } = await mannequinBody(figure);
  const prepared = await Promise.all(garments.map(prepareGarment));
  const { rgb } = await dressBody(photo, body, prepared, { drawn: true });
  return { rgb, width: photo.width, height: photo.height };
}

/** How many pixels of a row are of the garment's colour (`is`), at a fraction of the height. */
function span(
  picture: { rgb: Buffer; width: number; height: number },
  fraction: number,
  is: (r: number, g: number, b: number) => boolean,
) {
  const y = Math.round(fraction * picture.height);
  let n = 0;
  for (let x = 0; x < picture.width; x++) {
    const i = (y * picture.width + x) * 3;
    if (is(picture.rgb[i]!, picture.rgb[i + 1]!, picture.rgb[i + 2]!)) n++;
  }
  return n;
}

describe('garments on the shopper’s figure', () => {
  it('are wider on a wide figure than on the default one', async () => {
    const outfit = [
      await demoGarment('top', 'tshirt', 'Базовая футболка', '#1f3fbf'),
      await demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#bf1f1f'),
    ];
    const wide: Figure = {
      ...DEFAULT_FIGURE,
      bust: 1.3,
      waist: 1.45,
      hips: 1.3,
      skin: [90, 60, 45],
    };
    const blue = (r: number, g: number, b: number) => b > r + 40 && b > g + 40;
    const red = (r: number, g: number, b: number) => r > g + 50 && r > b + 50;
    const waistLine = (f: Figure) => {
      const pose = figurePose(f);
      return pose.leftShoulder[1] + (pose.leftHip[1] - pose.leftShoulder[1]) * 0.6;
    };
    const thighLine = (f: Figure) => {
      const pose = figurePose(f);
      return pose.leftHip[1] + (pose.leftKnee[1] - pose.leftHip[1]) * 0.3;
    };
    const [onDefault, onWide] = await Promise.all([
      dressed(DEFAULT_FIGURE, outfit),
      dressed(wide, outfit),
    ]);
    expect(span(onWide, waistLine(wide), blue)).toBeGreaterThan(
      span(onDefault, waistLine(DEFAULT_FIGURE), blue) * 1.15,
    );
    expect(span(onWide, thighLine(wide), red)).toBeGreaterThan(
      span(onDefault, thighLine(DEFAULT_FIGURE), red) * 1.1,
    );
  });

  it('covers a hairless figure’s chest in one piece: its outline is not taken for hair in front', async () => {
    const tshirt = await demoGarment('top', 'tshirt', 'Базовая футболка', '#1f3fbf');
    const blue = (r: number, g: number, b: number) => b > r + 40 && b > g + 40;
    const picture = await dressed(DEFAULT_FIGURE, [tshirt]);
    const pose = figurePose(DEFAULT_FIGURE);
    // Across the chest, where the sleeves still cover the arms.
    for (const t of [0.15, 0.25]) {
      const y = Math.round(
        (pose.leftShoulder[1] + (pose.leftHip[1] - pose.leftShoulder[1]) * t) * picture.height,
      );
      const row = Array.from({ length: picture.width }, (_, x) => {
        const i = (y * picture.width + x) * 3;
        return blue(picture.rgb[i]!, picture.rgb[i + 1]!, picture.rgb[i + 2]!);
      });
      const [first, last] = [row.indexOf(true), row.lastIndexOf(true)];
      const gaps = row.slice(first, last + 1).filter((b) => !b).length;
      expect(gaps, `row at ${t} of the torso`).toBeLessThanOrEqual(2);
    }
  });

  it('covers narrow shoulders as well as broad ones up to their top', async () => {
    const tshirt = await prepareGarment(
      await demoGarment('top', 'tshirt', 'Базовая футболка', '#1f3fbf'),
    );
    for (const shoulders of [0.8, 0.9, 1, 1.2]) {
      const figure: Figure = { ...DEFAULT_FIGURE, shoulders, hair: [60, 40, 30] };
      const { photo, body } = await mannequinBody(figure);
      const { rgb } = await dressBody(photo, body, [tshirt], { drawn: true });
      // Down from the drawing's shoulder line to the T-shirt, at each joint and either side of it.
      const bare: number[] = [];
      for (const joint of [body.points.leftShoulder!, body.points.rightShoulder!])
        for (const dx of [-12, 0, 12]) {
          const x = Math.round(joint.x + dx);
          let y = Math.round(joint.y);
          while (y > 0 && body.silhouette![y * body.width + x]! > 127) y--;
          let n = 0;
          for (
            let i = ((y + 1) * body.width + x) * 3;
            rgb[i + 2]! <= rgb[i]! + 40;
            i += body.width * 3
          )
            n++;
          bare.push(n);
        }
      expect(
        Math.max(bare[1]!, bare[4]!),
        `at the joints, shoulders ${shoulders}`,
      ).toBeLessThanOrEqual(1);
      expect(
        bare.reduce((a, b) => a + b, 0),
        `beside them, shoulders ${shoulders}`,
      ).toBeLessThanOrEqual(20);
    }
  });
});
