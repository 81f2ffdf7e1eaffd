import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullLengthPhoto, peoplePhoto, type PeoplePhotoName } from '../../test/photos';
import {
  DEFAULT_FIGURE,
  FIGURE_BOUNDS,
  FIGURE_MEASURES,
  type Figure,
} from '../mannequin/figure-shape';
import { mannequinBody } from '../mannequin/mannequin-body';
import { findBody } from './body';
import type { Rgb } from './body-models';
import { measureFigure, sexOnPhoto, type FigureProfile } from './figure';
import { rgbOf } from './fit-outfit';

async function measured(bytes: Buffer, profile?: FigureProfile): Promise<Figure> {
  const photo = await rgbOf(bytes, 1024);
  const body = await findBody(photo);
  if (!body) throw new Error('nobody on the photo');
  return measureFigure(photo, body, profile);
}

const withinBounds = (figure: Figure) => {
  for (const k of FIGURE_MEASURES) {
    expect(figure[k]).toBeGreaterThanOrEqual(FIGURE_BOUNDS[k][0]);
    expect(figure[k]).toBeLessThanOrEqual(FIGURE_BOUNDS[k][1]);
  }
  for (const c of [figure.skin, ...(figure.hair ? [figure.hair] : [])])
    for (const v of c) expect(v >= 0 && v <= 255 && Number.isInteger(v)).toBe(true);
};

describe('the shopper’s figure measured on a photo', () => {
  let mannequin: { photo: Rgb; body: Awaited<ReturnType<typeof mannequinBody>>['body'] };
  beforeAll(async () => {
    mannequin = await mannequinBody();
  });

  it('reads the store mannequin as the default figure', () => {
    const figure = measureFigure(mannequin.photo, mannequin.body);
    for (const k of FIGURE_MEASURES) expect(figure[k]).toBeCloseTo(1, 1);
    expect(figure.hair).toBeNull();
  });

  it('measures real photographs within bounds, with a face’s tone and hair', async () => {
    const photos: [string, Buffer][] = [['full-length', await fullLengthPhoto()]];
    for (const name of ['portrait', 'three-quarter', 'stool', 'mirror-selfie'] as PeoplePhotoName[])
      photos.push([name, await peoplePhoto(name)]);
    for (const [name, bytes] of photos) {
      const figure = await measured(bytes);
      withinBounds(figure);
      // A face was seen on each: its tone is not the mannequin's, and it is a skin's (red first).
      expect(figure.skin, name).not.toEqual(DEFAULT_FIGURE.skin);
      expect(figure.skin[0], name).toBeGreaterThanOrEqual(figure.skin[2]);
    }
    // The standing woman in the A-pose is seen whole: her shoulders and legs are read.
    const standing = await measured(photos[0]![1]);
    expect(standing.shoulders).not.toBe(1);
    expect(standing.legs).not.toBe(1);
    // The woman on the stool has long dark hair.
    const stool = await measured(photos.find(([n]) => n === 'stool')![1]);
    expect(stool.hair).not.toBeNull();
    expect(Math.max(...stool.hair!)).toBeLessThan(110);
    expect(stool.longHair).toBe(true);
    // The man at dinner before a dark room has short hair: the room beside his jaw is not hair.
    expect((await measured(await peoplePhoto('dinner'))).longHair).toBe(false);
  });

  it('takes the profile’s girths over the photo, and lets weight nudge the rest', () => {
    const { photo, body } = mannequin;
    const broad = measureFigure(photo, body, {
      height: 170,
      weight: null,
      chest: null,
      waist: null,
      hips: 104,
    });
    expect(broad.hips).toBeGreaterThan(1.2);
    expect(broad.bust).toBeCloseTo(1, 1);
    const heavy = measureFigure(photo, body, { height: 170, weight: 92 });
    expect(heavy.waist).toBeGreaterThan(heavy.bust);
    expect(heavy.bust).toBeGreaterThan(1.1);
    const light = measureFigure(photo, body, { height: 180, weight: 55 });
    expect(light.bust).toBeLessThan(heavy.bust);
    // Nonsense is ignored rather than drawn.
    const odd = measureFigure(photo, body, { height: 17, weight: 9000, hips: -3 });
    for (const k of FIGURE_MEASURES) expect(odd[k]).toBeCloseTo(1, 1);
  });

  it('gives grey tones for a black-and-white photo', async () => {
    const grey = await sharp(await peoplePhoto('three-quarter'))
      .greyscale()
      .jpeg()
      .toBuffer();
    const figure = await measured(grey);
    withinBounds(figure);
    const [r, g, b] = figure.skin;
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(3);
  });

  it('reads a woman’s face as a woman’s, and guesses nothing from a face too small to read', async () => {
    for (const [name, sex] of [
      ['portrait', 'female'],
      ['dinner', null],
      ['stool', null],
    ] as const) {
      const photo = await rgbOf(await peoplePhoto(name), 1024);
      expect(await sexOnPhoto(photo, (await findBody(photo))!), name).toBe(sex);
    }
  }, 60_000);

  it('draws a man on the store’s (a woman’s) mannequin with broad shoulders, a straight waist and narrower hips', () => {
    const { photo, body } = mannequin;
    const woman = measureFigure(photo, body, null, 'female');
    const man = measureFigure(photo, body, null, 'male');
    expect(woman).toEqual(measureFigure(photo, body));
    expect(man.shoulders).toBeGreaterThan(woman.shoulders * 1.15);
    expect(man.hips).toBeLessThan(woman.hips);
    expect(man.waist).toBeGreaterThanOrEqual(man.bust * 1.2);
    withinBounds(man);
    // The profile's girths are his own: they stay as given.
    const given = { height: 180, waist: 84, hips: 98 };
    const measuredMan = measureFigure(photo, body, given, 'male');
    const asGiven = measureFigure(photo, body, given);
    expect(measuredMan.waist).toBe(asGiven.waist);
    expect(measuredMan.hips).toBe(asGiven.hips);
    expect(measuredMan.shoulders).toBeGreaterThan(asGiven.shoulders);
  });
});
