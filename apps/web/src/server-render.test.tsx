import { describe, expect, it } from 'vitest';
import { renderLanding } from './server-render';

describe('the landing drawn at build time', () => {
  it('is the guest landing with its headline, sign-in links and styles', async () => {
    const html = await renderLanding();
    expect(html).toContain('Стиль, который говорит за вас');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
    // Mantine's theme variables come with it, so the page is drawn in the shop's colours.
    expect(html).toContain('<style data-mantine-styles');
  });
});
