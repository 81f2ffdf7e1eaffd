import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Real photographs for the try-on tests, cut from the sample sheet that @vladmandic/human ships
 * (MIT). `fullLengthPhoto` is its one rendered figure in an A-pose; `peoplePhotos` are the
 * photographs of real people beside it, each a kind of photo shoppers take.
 */
async function sampleSheet() {
  return path.join(path.dirname(require.resolve('@vladmandic/human')), '../assets/samples.jpg');
}

export async function fullLengthPhoto(side = 1024): Promise<Buffer> {
  return sharp(await sampleSheet())
    .extract({ left: 0, top: 0, width: 160, height: 160 })
    .resize(side, side, { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The rendered figure cut off below the knees: its top and trousers show, its feet do not. */
export async function kneeUpPhoto(side = 1024): Promise<Buffer> {
  return sharp(await fullLengthPhoto(side))
    .extract({ left: 0, top: 0, width: side, height: Math.round(side * 0.7) })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The rendered figure cut off at the hips. Her braid falls over a shoulder, and on this crop
 * hair.ts cannot tell it from the white dress: a top's sketch would cover it.
 */
export async function waistUpPhoto(side = 1024): Promise<Buffer> {
  return sharp(await fullLengthPhoto(side))
    .extract({ left: 0, top: 0, width: side, height: Math.round(side * 0.45) })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The photographs of the sample sheet's top row: name, what kind of photo it is, where it lies. */
export const PEOPLE_PHOTOS = [
  { name: 'portrait', kind: 'по пояс, вполоборота', box: [166, 150] },
  { name: 'dinner', kind: 'сидя за столом, по пояс', box: [326, 211] },
  { name: 'mirror-selfie', kind: 'селфи в зеркале с телефоном', box: [545, 88] },
  { name: 'three-quarter', kind: 'до колен, руки перед собой', box: [641, 147] },
  { name: 'stool', kind: 'сидя на табурете, в полный рост', box: [797, 106] },
  { name: 'trio', kind: 'три человека в полный рост', box: [1130, 140] },
] as const;
export type PeoplePhotoName = (typeof PEOPLE_PHOTOS)[number]['name'];

/** One of the sample sheet's photographs of people, scaled so its longer side is `side`. */
export async function peoplePhoto(name: PeoplePhotoName, side = 1024): Promise<Buffer> {
  const { box } = PEOPLE_PHOTOS.find((p) => p.name === name)!;
  return sharp(await sampleSheet())
    .extract({ left: box[0], top: 0, width: box[1], height: 158 })
    .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function portraitPhoto(): Promise<Buffer> {
  return sharp(await sampleSheet())
    .extract({ left: 40, top: 0, width: 80, height: 60 })
    .resize(800, 600)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A photo with nobody on it: sky, hills and a lake. */
export async function landscapePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#d9ecf7"/></linearGradient></defs>
    <rect width="1024" height="768" fill="url(#sky)"/>
    <path d="M0 460 Q 260 300 520 440 T 1024 420 V 768 H 0 Z" fill="#5b8c3a"/>
    <ellipse cx="640" cy="620" rx="300" ry="70" fill="#3d6e9e"/>
    <circle cx="820" cy="140" r="60" fill="#ffe08a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
