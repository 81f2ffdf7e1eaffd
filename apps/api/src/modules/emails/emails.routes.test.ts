import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, OutboxEmail, OutboxPage } from '@shop/contract';
import { createItem } from '../../db/factories';
import { asAdmin, asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { EMAIL_MAX_ATTEMPTS, retryDelayMinutes } from './emails.service';

let t: TestApp;
let smtp: SmtpSink;
let admin: Caller;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ ...smtp.env, SMTP_FROM: 'VESTA <shop@vesta.test>' });
  admin = await asAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function order(caller: Caller) {
  const {
    variants: [variant],
  } = await createItem(t.db, { name: 'Жакет твидовый', price: '25990.00' });
  return placeOrder(caller, orderBody([{ variant_id: variant!.id, quantity: 1, price: 25990 }]));
}

const outbox = async (query = '') =>
  (await admin.inject({ method: 'GET', url: `/api/emails/outbox${query}` })).json() as OutboxPage;

describe('order emails by SMTP', () => {
  it('sends the placement and every status change to a real SMTP server, in Russian', async () => {
    const shopper = await asUser(t);
    const placed = await order(shopper);
    expect((await outbox(`?order_id=${placed.id}`)).items[0]!.state).toBe('pending');
    // The job's work, run directly: what is due goes out.
    expect(await t.app.services.emails.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.messages.filter((m) => m.to.includes(shopper.user.email));
    expect(mail).toMatchObject({
      from: 'shop@vesta.test',
      subject: `Заказ ${placed.number} принят`,
    });
    expect(mail!.text).toContain('Здравствуйте, Айгерим Садыкова!');
    expect(mail!.text).toContain('Жакет твидовый');
    expect(mail!.text).toContain('Курьером: Алматы, пр. Абая, д. 52, кв. 14');
    expect(mail!.text).toContain('Оплата: Оплата при получении');
    expect(mail!.text).toContain(`/orders/${placed.id}`);

    for (const status of ['confirmed', 'shipped'])
      await admin.inject({
        method: 'PATCH',
        url: `/api/orders/${placed.id}`,
        payload: { status },
      });
    await t.app.services.emails.deliverDue();
    const subjects = smtp.messages
      .filter((m) => m.to.includes(shopper.user.email))
      .map((m) => m.subject);
    expect(subjects).toEqual([
      `Заказ ${placed.number} принят`,
      `Заказ ${placed.number}: подтверждён`,
      `Заказ ${placed.number}: отправлен`,
    ]);
    const page = await outbox(`?order_id=${placed.id}`);
    expect(page.smtp_configured).toBe(true);
    expect(page.items.every((e) => e.state === 'sent' && e.sent_at && e.attempts === 1)).toBe(true);
  });

  it('keeps an email the server refused and sends it on a later attempt (never lost)', async () => {
    const shopper = await asUser(t);
    smtp.refuseNext(1);
    const placed = await order(shopper);
    const now = new Date();
    expect(await t.app.services.emails.deliverDue(now)).toEqual({ sent: 0, failed: 1 });
    const [kept] = (await outbox(`?order_id=${placed.id}`)).items;
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, sent_at: null });
    expect(kept!.last_error).toContain('451');
    // Not due again before its pause is over…
    expect(await t.app.services.emails.deliverDue(now)).toEqual({ sent: 0, failed: 0 });
    // …and sent when it is.
    const later = new Date(now.getTime() + retryDelayMinutes(1) * 60_000 + 1000);
    expect(await t.app.services.emails.deliverDue(later)).toEqual({ sent: 1, failed: 0 });
    const [sent] = (await outbox(`?order_id=${placed.id}`)).items;
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    expect(smtp.messages.filter((m) => m.subject === `Заказ ${placed.number} принят`)).toHaveLength(
      1,
    );
  });

  it('marks an email failed after the last attempt; an admin can send it again', async () => {
    const shopper = await asUser(t);
    smtp.refuseNext(EMAIL_MAX_ATTEMPTS);
    const placed = await order(shopper);
    let clock = Date.now();
    for (let i = 0; i < EMAIL_MAX_ATTEMPTS; i++) {
      await t.app.services.emails.deliverDue(new Date(clock));
      clock += 61 * 60_000;
    }
    const [failed] = (await outbox(`?order_id=${placed.id}&state=failed`)).items;
    expect(failed).toMatchObject({ state: 'failed', attempts: EMAIL_MAX_ATTEMPTS });
    const retried = await admin.inject({
      method: 'POST',
      url: `/api/emails/outbox/${failed!.id}/retry`,
    });
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as OutboxEmail).state).toBe('pending');
    await t.app.services.emails.deliverDue();
    expect((await outbox(`?order_id=${placed.id}`)).items[0]!.state).toBe('sent');
    expect(
      (await admin.inject({ method: 'POST', url: '/api/emails/outbox/999999/retry' })).statusCode,
    ).toBe(404);
    expect(
      (await shopper.inject({ method: 'POST', url: `/api/emails/outbox/${failed!.id}/retry` }))
        .statusCode,
    ).toBe(403);
  });

  it('pages the outbox with search and validates its query', async () => {
    const shopper = await asUser(t);
    const placed = await order(shopper);
    const found = await outbox(`?q=${encodeURIComponent(shopper.user.email)}`);
    expect(found.items.map((e) => e.order_id)).toEqual([placed.id]);
    expect(found.page_size).toBe(20);
    const bad = await admin.inject({ method: 'GET', url: '/api/emails/outbox?state=lost' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
  });
});

describe('without SMTP', () => {
  it('keeps every email in the outbox for admins, and a retry says SMTP is missing', async () => {
    const plain = await buildTestApp();
    try {
      const shopper = await asUser(plain);
      const root = await asAdmin(plain);
      const {
        variants: [variant],
      } = await createItem(plain.db, { price: '100.00' });
      const placed = await placeOrder(
        shopper,
        orderBody([{ variant_id: variant!.id, quantity: 1, price: 100 }]),
      );
      const page = (
        await root.inject({ method: 'GET', url: '/api/emails/outbox' })
      ).json() as OutboxPage;
      expect(page.smtp_configured).toBe(false);
      expect(page.items).toMatchObject([{ state: 'kept', order_id: placed.id, attempts: 0 }]);
      expect(await plain.app.services.emails.deliverDue()).toEqual({ sent: 0, failed: 0 });
      const retry = await root.inject({
        method: 'POST',
        url: `/api/emails/outbox/${page.items[0]!.id}/retry`,
      });
      expect(retry.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
