import type { Page } from '@playwright/test';

/**
 * A T-shirt of this colour laid flat on a light floor, drawn in the page's canvas, as a PNG: an own
 * garment to add by photo (no third-party picture in the repository).
 */
export async function tshirtPhoto(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1100;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#ece9e4';
    g.fillRect(0, 0, 900, 1100);
    g.fillStyle = fill;
    g.beginPath();
    g.moveTo(340, 180);
    g.quadraticCurveTo(450, 260, 560, 180);
    const outline = [
      [760, 250],
      [850, 440],
      [700, 490],
      [680, 410],
      [680, 930],
      [220, 930],
      [220, 410],
      [200, 490],
      [50, 440],
      [140, 250],
    ] as const;
    for (const [x, y] of outline) g.lineTo(x, y);
    g.closePath();
    g.fill();
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
