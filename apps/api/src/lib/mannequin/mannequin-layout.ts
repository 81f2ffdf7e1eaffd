/**
 * Body proportions of the shop's mannequin pictures (/maneken.png, /maneken.jpg, drawn by
 * mannequin.ts), so a try-on compositor can place garment pictures on the body.
 *
 * Every number is a fraction: y values of the picture's height (0 = top), x values and widths of
 * its width (0 = left). The body is symmetric about x = 0.5.
 */
export const MANNEQUIN_LAYOUT = {
  width: 600,
  height: 1200,
  centerX: 0.5,

  headTop: 0.05,
  chin: 0.155,
  shoulders: 0.2,
  chest: 0.3,
  waist: 0.45,
  hips: 0.52,
  crotch: 0.555,
  knees: 0.73,
  ankles: 0.93,
  feet: 0.97,
  /** Where the hanging hands end. */
  fingertips: 0.6,

  /** Full widths across the body at each height. */
  shoulderWidth: 0.37,
  chestWidth: 0.3,
  waistWidth: 0.22,
  hipWidth: 0.32,
  /** Outer edge to outer edge of the two arms at the elbows and wrists. */
  elbowSpan: 0.47,
  wristSpan: 0.51,
  /** Outer edges of the two feet. */
  feetSpan: 0.16,

  /**
   * Boxes (x, y, width, height as fractions) where a garment picture of each category goes:
   * tops from the shoulders to below the hips with the arms, bottoms from the waist to the ankles,
   * footwear around the feet, an accessory at the right hand (the viewer's left), a fragrance on
   * the floor beside the feet.
   */
  slots: {
    top: { x: 0.1, y: 0.17, width: 0.8, height: 0.42 },
    bottom: { x: 0.27, y: 0.43, width: 0.46, height: 0.52 },
    footwear: { x: 0.3, y: 0.9, width: 0.4, height: 0.085 },
    accessory: { x: 0.02, y: 0.47, width: 0.26, height: 0.2 },
    fragrance: { x: 0.76, y: 0.84, width: 0.16, height: 0.13 },
  },
} as const;

/**
 * The mannequin's pose as a pose model would report it (joint centres, as fractions like the
 * layout), measured on the drawing: the fitting dresses it like a photo's body without guessing
 * (a pose model reads the faceless figure's hands onto its hips).
 */
export const MANNEQUIN_POSE = {
  nose: [0.5, 0.1],
  leftEye: [0.53, 0.088],
  rightEye: [0.47, 0.088],
  leftEar: [0.56, 0.1],
  rightEar: [0.44, 0.1],
  leftShoulder: [0.69, 0.232],
  rightShoulder: [0.31, 0.232],
  leftElbow: [0.715, 0.39],
  rightElbow: [0.285, 0.39],
  leftWrist: [0.733, 0.53],
  rightWrist: [0.267, 0.53],
  leftHip: [0.59, 0.52],
  rightHip: [0.41, 0.52],
  leftKnee: [0.567, 0.73],
  rightKnee: [0.433, 0.73],
  leftAnkle: [0.545, 0.93],
  rightAnkle: [0.455, 0.93],
} as const;
