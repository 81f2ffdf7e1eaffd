import type { EmailText } from '../orders/order-emails';

const SIGNATURE = [
  '',
  'Если это были не вы, просто не отвечайте на письмо.',
  '',
  'С уважением, магазин VESTA',
];

/** The Russian emails that carry a link proving the reader owns an address (decision 045). */
export const accountEmails = {
  verify: (link: string): EmailText => ({
    subject: 'Подтвердите адрес почты',
    text: [
      'Здравствуйте!',
      '',
      'Вы зарегистрировались в магазине VESTA. Чтобы оформлять заказы, подтвердите адрес почты:',
      link,
      '',
      'Ссылка действует 24 часа и срабатывает один раз.',
      ...SIGNATURE,
    ].join('\n'),
  }),

  change: (link: string): EmailText => ({
    subject: 'Подтвердите новый адрес почты',
    text: [
      'Здравствуйте!',
      '',
      'В магазине VESTA этот адрес указали как новый адрес аккаунта. Он заменит прежний, когда вы перейдёте по ссылке:',
      link,
      '',
      'Ссылка действует 24 часа и срабатывает один раз.',
      ...SIGNATURE,
    ].join('\n'),
  }),

  /** To the old address, so its owner learns of a change they did not ask for. */
  changeRequested: (newEmail: string): EmailText => ({
    subject: 'Адрес почты аккаунта меняется',
    text: [
      'Здравствуйте!',
      '',
      `Для вашего аккаунта в магазине VESTA запрошена смена адреса почты на ${newEmail}.`,
      'Адрес сменится, только когда по ссылке из письма на новый адрес перейдут.',
      '',
      'Если это были не вы, смените пароль в настройках профиля.',
      '',
      'С уважением, магазин VESTA',
    ].join('\n'),
  }),

  reset: (link: string): EmailText => ({
    subject: 'Восстановление пароля',
    text: [
      'Здравствуйте!',
      '',
      'Чтобы задать новый пароль для аккаунта в магазине VESTA, перейдите по ссылке:',
      link,
      '',
      'Ссылка действует один час и срабатывает один раз. После смены пароля все входы в аккаунт завершатся.',
      ...SIGNATURE,
    ].join('\n'),
  }),
};
