import { describe, expect, it } from 'vitest';
import { queryKeys } from './api/query-keys';
import { createQueryClient } from './lib/query-client';
import { drawnPageState, renderLanding } from './server-render';

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

describe('the data a drawn page hands to the browser', () => {
  it('leaves out what only the browser keeps (the guest cart)', async () => {
    const client = createQueryClient({ test: true });
    await client.prefetchQuery({ queryKey: queryKeys.items.detail(7), queryFn: () => ({ id: 7 }) });
    await client.prefetchQuery({
      queryKey: queryKeys.cart(null),
      queryFn: () => [],
      meta: { keptOnDevice: true },
    });
    const keys = drawnPageState(client).queries.map((query) => query.queryKey);
    expect(keys).toEqual([queryKeys.items.detail(7)]);
  });
});
