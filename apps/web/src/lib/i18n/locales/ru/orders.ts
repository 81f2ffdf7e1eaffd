/** Orders: the shopper's /orders and /orders/{id}, and the parts of an order both sides show. */
export const orders = {
  orders: {
    title: 'Мои заказы',
    number: 'Заказ {{number}}',
    placedOn: 'от {{date}}',

    pickupStatus: {
      shipped: 'Готов к выдаче',
      delivered: 'Выдан',
    },
    carrier: {
      kazpost: 'Казпочта',
      cdek: 'СДЭК',
      dhl: 'DHL',
      other: 'Другая служба',
    },
    shipment: {
      text: '{{carrier}}, трек-номер {{number}}',
      track: 'Отследить посылку',
    },
    status: {
      new: 'Новый',
      confirmed: 'Подтверждён',
      shipped: 'Отправлен',
      delivered: 'Доставлен',
      cancelled: 'Отменён',
    },
    paymentMethod: {
      cash_on_delivery: 'Оплата при получении',
      online: 'Онлайн-оплата картой',
    },
    paymentState: {
      on_delivery: 'Оплата при получении',
      pending: 'Ожидает оплаты',
      paid: 'Оплачено',
      cancelled: 'Не оплачен',
      refund_pending: 'Возврат средств',
      refunded: 'Средства возвращены',
      partially_refunded: 'Частично возвращён',
      amount_mismatch: 'Оплата проверяется',
    },
    deliveryMethod: {
      courier: 'Курьером',
      pickup: 'Самовывоз из магазина',
    },
    actor: {
      shopper: 'Покупатель',
      admin: 'Магазин',
      system: 'Автоматически',
      payment: 'Платёжная система',
    },

    list: {
      label: 'Список заказов',
      empty: 'Заказов пока нет',
      emptyText: 'Оформите первый заказ — он появится здесь.',
      toCatalog: 'Перейти в каталог',
      loadFailed: 'Не удалось загрузить заказы',
      itemsCount_one: '{{count}} товар',
      itemsCount_few: '{{count}} товара',
      itemsCount_many: '{{count}} товаров',
      itemsCount_other: '{{count}} товара',
      open: 'Открыть заказ {{number}}',
    },

    timeline: {
      title: 'Статус заказа',
      label: 'История статусов',
      waiting: 'Ещё впереди',
      by: '{{actor}}, {{date}}',
    },
    lines: {
      title: 'Товары',
      label: 'Товары заказа',
      size: 'Размер: {{size}}',
      color: 'Цвет: {{color}}',
      sku: 'Артикул: {{sku}}',
      quantity: '{{quantity}} × {{price}}',
      noImage: 'Нет фото',
    },
    totals: {
      items: 'Товары',
      discount: 'Скидка по промокоду {{code}}',
      delivery: 'Доставка',
      total: 'Итого',
      free: 'Бесплатно',
    },
    facts: {
      delivery: 'Доставка',
      payment: 'Оплата',
      contact: 'Получатель',
      comment: 'Комментарий',
      address: 'г. {{city}}, {{street}}, д. {{house}}',
      flat: 'кв./офис {{flat}}',
      hours: 'Часы работы: {{hours}}',
      paidAt: 'Оплачено {{date}}',
      payBefore: 'Оплатите до {{date}} — иначе заказ отменится автоматически',
    },

    returns: {
      title: 'Возвраты',
      entry: 'Возврат №{{number}}, {{date}}',
      refunded: 'Возвращено: {{sum}}',
      amount: 'Сумма возврата: {{sum}}',
      line: '{{name}} — {{quantity}} шт.',
      delivery: 'Стоимость доставки',
      noPieces: 'Без возврата товаров',
      method: {
        provider: 'На карту',
        cash: 'Наличными',
      },
      pending: 'Ждёт ответа платёжной системы',
    },

    detail: {
      back: 'Ко всем заказам',
      loadFailed: 'Не удалось загрузить заказ',
      retry: 'Повторить',
      notFound: 'Заказ не найден',
      notFoundText: 'Такого заказа нет или он оформлен с другого аккаунта.',
      placed: 'Спасибо! Заказ оформлен. Мы пришлём письмо, когда магазин его подтвердит.',
      pay: 'Оплатить заказ',
      payFailed: 'Не удалось открыть страницу оплаты. Попробуйте ещё раз',
      cancel: 'Отменить заказ',
      cancelConfirm: {
        title: 'Отменить заказ {{number}}?',
        text: 'Товары вернутся в продажу, а заказ нельзя будет восстановить.',
        refund: '{{sum}} вернутся на карту, с которой вы платили.',
        refundOther: 'Оплата вернётся на карту, с которой вы платили.',
        confirm: 'Отменить заказ',
        keep: 'Не отменять',
      },
      cancelled: 'Заказ {{number}} отменён',
      cancelFailed: 'Не удалось отменить заказ',
    },

    paymentReturn: {
      waiting: 'Ждём подтверждения оплаты от платёжной системы…',
      waitingLong:
        'Платёжная система ещё не подтвердила оплату. Статус изменится, как только придёт подтверждение — обновите страницу чуть позже.',
      paid: 'Оплата получена. Спасибо!',
      cancelled: 'Оплата не завершена. Вы можете оплатить заказ, пока он не отменён.',
      orderCancelled: 'Заказ отменён и не оплачен.',
    },
  },
} as const;
