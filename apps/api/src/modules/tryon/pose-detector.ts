import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config, Human, Tensor } from '@vladmandic/human';

/** A body keypoint in the picture's pixels, with the model's confidence (0–1). */
export type Keypoint = { x: number; y: number; score: number };
export type BodyPart =
  | 'nose'
  | 'leftShoulder'
  | 'rightShoulder'
  | 'leftElbow'
  | 'rightElbow'
  | 'leftWrist'
  | 'rightWrist'
  | 'leftHip'
  | 'rightHip'
  | 'leftKnee'
  | 'rightKnee'
  | 'leftAnkle'
  | 'rightAnkle';
export type Pose = { score: number; parts: Partial<Record<BodyPart, Keypoint>> };

/** Keypoints below this confidence are treated as not seen. */
export const KEYPOINT_MIN_SCORE = 0.2;
/** A body below this confidence is not a person. */
const BODY_MIN_SCORE = 0.25;
const MODEL_SCHEME = 'package-model://';

const require = createRequire(import.meta.url);

/**
 * MoveNet (shipped inside @vladmandic/human's `models/` folder) on TensorFlow.js's WebAssembly
 * backend. Node's fetch cannot read files, so a load router serves the model from the package on
 * disk: nothing is ever downloaded. Loaded once per process, on first use.
 */
async function loadHuman(): Promise<Human> {
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  const { Human: HumanClass } = require(path.join(humanDist, 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const modelsDir = path.join(humanDist, '../models');
  const wasmDir = path.dirname(
    require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
  );
  const human = new HumanClass({
    backend: 'wasm',
    wasmPath: `${wasmDir}${path.sep}`,
    modelBasePath: MODEL_SCHEME,
    debug: false,
    cacheModels: false,
    face: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
    body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1 },
  } as Partial<Config>);
  human.tf.io.registerLoadRouter((url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null;
    const file = path.join(modelsDir, path.basename(url.slice(MODEL_SCHEME.length)));
    return { load: () => readModel(file) };
  });
  await human.load();
  return human;
}

/** A TensorFlow.js graph model (model.json + weight files) read from disk. */
async function readModel(file: string) {
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as {
    modelTopology: object;
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
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  };
}

let loading: Promise<Human> | undefined;
/** The model, loaded once per process (a failed load is retried on the next call). */
export function poseModel(): Promise<Human> {
  loading ??= loadHuman().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The most confident body on an RGB picture, or null when there is no person on it. */
export async function detectPose(rgb: {
  data: Buffer;
  width: number;
  height: number;
}): Promise<Pose | null> {
  const human = await poseModel();
  const tensor = human.tf.tensor3d(new Uint8Array(rgb.data), [rgb.height, rgb.width, 3], 'int32');
  try {
    const result = await human.detect(tensor as unknown as Tensor);
    const body = result.body[0];
    if (!body || body.score < BODY_MIN_SCORE) return null;
    const parts: Pose['parts'] = {};
    for (const keypoint of body.keypoints) {
      if (keypoint.score < KEYPOINT_MIN_SCORE) continue;
      const [x, y] = keypoint.position;
      parts[keypoint.part as BodyPart] = { x: x!, y: y!, score: keypoint.score };
    }
    return { score: body.score, parts };
  } finally {
    human.tf.dispose(tensor);
  }
}
