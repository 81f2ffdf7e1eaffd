import type { ErrorCode, ErrorReason } from '@shop/contract';

/**
 * The text of every API error code and of every reason, and the defaults when a code says nothing
 * useful.
 */
export const errors = {
  errors: {
    VALIDATION_FAILED: 'Проверьте правильность заполнения полей',
    INVALID_EMAIL: 'Неверный формат email',
    WEAK_PASSWORD: 'Пароль должен содержать не менее {{min}} символов',
    COMMON_PASSWORD: 'Этот пароль слишком распространён: придумайте другой',
    SAME_PASSWORD: 'Новый пароль совпадает с текущим',
    EMAIL_TAKEN: 'Пользователь с таким email уже существует',
    EMAIL_NOT_VERIFIED: 'Подтвердите адрес почты: ссылка пришла в письме после регистрации',
    EMAIL_LINK_INVALID: 'Ссылка недействительна или устарела. Запросите новую',
    INVALID_CREDENTIALS: 'Неверный email или пароль',
    WRONG_PASSWORD: 'Неверный текущий пароль',
    ACCOUNT_INACTIVE: 'Аккаунт отключён администратором',
    UNAUTHORIZED: 'Требуется авторизация',
    TOKEN_EXPIRED: 'Сессия истекла. Войдите снова',
    REFRESH_TOKEN_INVALID: 'Сессия недействительна. Войдите снова',
    SESSION_REVOKED: 'Сеанс завершён. Войдите снова',
    FORBIDDEN: 'Доступ запрещён',
    PATH_TRAVERSAL: 'Недопустимый путь к файлу',
    NOT_FOUND: 'Не найдено',
    RATE_LIMITED: 'Слишком много попыток. Повторите через {{minutes}} мин.',
    GOOGLE_NOT_CONFIGURED: 'Вход через Google не настроен',
    GOOGLE_CODE_MISSING: 'Код авторизации не найден',
    GOOGLE_AUTH_FAILED: 'Не удалось войти через Google',
    OUT_OF_STOCK: 'Товара нет в наличии',
    SKU_TAKEN: 'Вариант с таким артикулом уже существует',
    PROTECTED_ACCOUNT:
      'Нельзя удалить, отключить или лишить прав администратора себя или последнего администратора',
    INVALID_PHONE: 'Некорректный телефонный номер',
    INVALID_BIRTH_DATE: 'Дата рождения не может быть в будущем',
    INVALID_AVATAR_URL:
      'Ссылка на аватар должна быть абсолютной (http:// или https://) или начинаться с /',
    INVALID_FILE_TYPE: 'Пожалуйста, выберите изображение',
    IMAGE_TOO_LARGE: 'Изображение слишком большое: не более {{megapixels}} мегапикселей',
    PAYLOAD_TOO_LARGE: 'Файл слишком большой',
    UNSUPPORTED_MEDIA_TYPE: 'Неверный тип файла',
    SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте позже',
    INSUFFICIENT_STORAGE: 'На сервере закончилось место для файлов. Попробуйте позже',
    PRICE_CHANGED: 'Цена товара изменилась. Проверьте заказ',
    PICKUP_POINT_UNAVAILABLE: 'Этот пункт самовывоза больше недоступен. Выберите другой',
    ORDER_STATUS_CONFLICT: 'Статус заказа уже изменился, это действие недоступно',
    IDEMPOTENCY_KEY_REUSED: 'Этот заказ уже оформлен с другими данными. Обновите страницу',
    PAYMENT_UNAVAILABLE: 'Онлайн-оплата сейчас недоступна. Выберите оплату при получении',
    INVALID_SIGNATURE: 'Неверная подпись',
    BACKUP_IN_PROGRESS: 'Резервная копия уже создаётся',
    NO_GARMENT_FOUND: 'На фото не найдена одежда',
    PROMO_CODE_REFUSED: 'Промокод не подходит к этому заказу',
    PROMO_CODE_TAKEN: 'Такой промокод уже есть',
    CONFLICT: 'Данные изменились, пока вы работали: обновите страницу и попробуйте ещё раз',
    INTERNAL: 'Что-то пошло не так. Попробуйте ещё раз',
  } satisfies Record<ErrorCode, string>,

  /**
   * Why the server refused, where the code alone does not say (`details.reason`, or a field's
   * `reason`): each reason's own sentence, with what its details carry.
   */
  errorReasons: {
    already_cancelled: 'Заказ уже отменён',
    not_cancellable: 'Заказ в статусе «{{status}}» уже нельзя отменить',
    confirmed_by_payment: 'Онлайн-заказ подтверждается только оплатой',
    transition_not_allowed: 'Из статуса «{{status}}» нельзя перейти в «{{to}}»',
    not_awaiting_payment: 'Заказ больше не ждёт оплаты',
    delivery_locked: 'Получателя и адрес можно изменить только до отправки заказа',
    delivery_method_fixed: 'Способ доставки у оформленного заказа не меняется',
    not_returnable: 'Возврат оформляется только по доставленному и оплаченному заказу',
    return_period_over: 'Срок возврата по этому заказу истёк',
    already_returned: 'Столько штук вернуть нельзя: часть из них уже возвращена',
    refund_above_paid: 'Можно вернуть не больше {{sum}}',
    delivery_already_refunded: 'Доставку по этому заказу уже вернули',
    undo_expired: 'Отметку «Доставлен» уже нельзя снять',
    cash_not_due:
      'Получение денег отмечают один раз и только у доставленного заказа с оплатой при получении',
    payments_off: 'Онлайн-оплата сейчас недоступна. Выберите оплату при получении',
    provider_failed: 'Платёжная система не ответила. Попробуйте ещё раз чуть позже',
    not_sold: 'Этот товар больше не продаётся',
    not_found: 'По этой ссылке ничего нет (ошибка 404)',
    not_an_image: 'По этой ссылке не изображение',
    unreachable: 'Сайт по этой ссылке не отвечает',
    too_large: 'Изображение по этой ссылке слишком большое',
    address_refused: 'Эту ссылку нельзя использовать',
    unknown_item: 'Товар {{id}} не найден',
    csv_unreadable: 'Файл не читается как CSV: проверьте кавычки и кодировку',
    csv_missing_columns: 'В первой строке файла нет столбцов «Название» и «SKU»',
    csv_too_many_lines: 'В файле больше {{lines}} строк: разделите его на части',
    csv_has_errors: 'В файле есть строки с ошибками: ничего не изменено',
    own_account: 'Нельзя удалить или отключить собственный аккаунт',
    last_admin: 'В магазине должен остаться хотя бы один активный администратор',
    promo_not_found: 'Промокод не найден',
    promo_used_up: 'Промокод закончился',
    promo_expired: 'Срок действия промокода истёк',
    promo_not_started: 'Промокод ещё не действует',
    promo_min_total: 'Минимальная сумма заказа — {{sum}}',
    promo_already_used: 'Вы уже использовали этот промокод',
    promo_not_applicable: 'Промокод не действует на товары в корзине',
  } satisfies Record<ErrorReason, string>,

  /** One line an order was refused for (`details.lines` of PRICE_CHANGED and OUT_OF_STOCK). */
  refusedLine: {
    priceChanged: 'Цена на «{{name}}» изменилась: теперь {{price}}',
    priceChangedNoPrice: 'Цена на «{{name}}» изменилась',
    outOfStock: '«{{name}}»: в наличии только {{count}} шт.',
    soldOut: '«{{name}}» закончился',
    unavailable: '«{{name}}» больше не продаётся',
    notSold: '«{{name}}» больше не продаётся: уберите его из корзины',
    /** The name of an item that no longer exists. */
    unnamed: 'Товар {{id}}',
  },

  errorDefaults: {
    login: 'Не удалось войти. Пожалуйста, проверьте данные',
    register: 'Не удалось зарегистрироваться. Пожалуйста, попробуйте снова',
    generic: 'Что-то пошло не так. Попробуйте ещё раз',
    /** Under a field the server refused, when its code has no text of its own. */
    field: 'Некорректное значение',
  },
} as const;
