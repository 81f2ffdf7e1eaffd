import type { Category } from '@shop/contract';
import type { BodyPart, Keypoint, Pose } from './pose-detector';

/** Where a garment goes on the photo: its box centre, size and tilt (radians), in pixels. */
export type Placement = {
  centerX: number;
  top: number;
  width: number;
  height: number;
  angle: number;
};

const mid = (a: Keypoint, b: Keypoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

function pair(pose: Pose, left: BodyPart, right: BodyPart) {
  const l = pose.parts[left];
  const r = pose.parts[right];
  return l && r ? { l, r, mid: mid(l, r), span: dist(l, r) } : null;
}

/**
 * Places a garment of a slot on the body from the pose's keypoints, or answers null when the
 * photo does not show the body parts that slot needs (a portrait for trousers, say). `aspect` is
 * the garment picture's height / width.
 */
export function placeGarment(pose: Pose, slot: Category, aspect: number): Placement | null {
  const shoulders = pair(pose, 'leftShoulder', 'rightShoulder');
  const hips = pair(pose, 'leftHip', 'rightHip');
  const knees = pair(pose, 'leftKnee', 'rightKnee');
  const ankles = pair(pose, 'leftAnkle', 'rightAnkle');
  // The photo's left and right are the person's right and left: the tilt is the shoulders' line.
  const tilt = (p: { l: Keypoint; r: Keypoint }) => Math.atan2(p.l.y - p.r.y, p.l.x - p.r.x);

  switch (slot) {
    case 'top': {
      if (!shoulders || !hips) return null;
      const torso = dist(shoulders.mid, hips.mid);
      const width = Math.max(shoulders.span * 1.9, hips.span * 1.7);
      const top = shoulders.mid.y - torso * 0.18;
      // From above the shoulders to a little below the hips, or the picture's own proportion.
      const height = Math.max(torso * 1.3, Math.min(width * aspect, torso * 1.6));
      return { centerX: shoulders.mid.x, top, width, height, angle: normalise(tilt(shoulders)) };
    }
    case 'bottom': {
      const feet = ankles ?? knees;
      if (!hips || !feet) return null;
      const width = hips.span * 2;
      const top = hips.mid.y - dist(hips.mid, feet.mid) * 0.08;
      const bottom = feet.mid.y + (ankles ? hips.span * 0.15 : 0);
      return { centerX: hips.mid.x, top, width, height: bottom - top, angle: 0 };
    }
    case 'footwear': {
      if (!ankles) return null;
      const width = ankles.span + (hips?.span ?? ankles.span) * 0.9;
      const height = width * Math.min(aspect, 0.6);
      return { centerX: ankles.mid.x, top: ankles.mid.y - height * 0.35, width, height, angle: 0 };
    }
    case 'accessory': {
      const wrist = pose.parts.rightWrist ?? pose.parts.leftWrist;
      if (!wrist || !shoulders) return null;
      const width = shoulders.span * 0.75;
      return {
        centerX: wrist.x,
        top: wrist.y - width * 0.1,
        width,
        height: width * aspect,
        angle: 0,
      };
    }
    case 'fragrance': {
      // Not worn: the bottle stands beside the person at hand height, like on a shop photo.
      const hand = pose.parts.rightWrist ?? pose.parts.leftWrist ?? hips?.r;
      if (!hand || !shoulders) return null;
      const width = shoulders.span * 0.35;
      return {
        centerX: hand.x - shoulders.span * 0.6,
        top: hand.y - width * aspect * 0.5,
        width,
        height: width * aspect,
        angle: 0,
      };
    }
  }
}

/** A tilt as seen on the photo, in (-π/2, π/2]: a person is never upside down here. */
function normalise(angle: number): number {
  let a = angle;
  while (a > Math.PI / 2) a -= Math.PI;
  while (a <= -Math.PI / 2) a += Math.PI;
  return a;
}
