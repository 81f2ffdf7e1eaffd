/** Sign-in, registration, Google sign-in and the route gates. */
export const auth = {
  auth: {
    login: {
      title: 'Вход',
      subtitle: 'Рады видеть вас снова',
      submit: 'Войти',
      noAccount: 'Нет аккаунта?',
      registerLink: 'Зарегистрироваться',
    },
    register: {
      title: 'Регистрация',
      subtitle: 'Создайте аккаунт, чтобы собирать образы и сохранять избранное',
      submit: 'Зарегистрироваться',
      haveAccount: 'Уже есть аккаунт?',
      loginLink: 'Войти',
    },
    fields: {
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      password: 'Пароль',
      passwordPlaceholder: 'Не менее {{min}} символов',
      confirmPassword: 'Повторите пароль',
      confirmPasswordPlaceholder: 'Пароль ещё раз',
    },
    validation: {
      invalidEmail: 'Некорректный email',
      passwordTooShort: 'Пароль должен содержать минимум {{min}} символов',
      passwordsMismatch: 'Пароли не совпадают',
    },
    google: {
      button: 'Войти через Google',
      completing: 'Завершаем вход через Google...',
      failed: 'Не удалось войти через Google',
      redirectSoon: 'Сейчас вернём вас на страницу входа.',
      retry: 'Попробовать снова',
      backToLogin: 'Вернуться ко входу',
    },
    required: {
      title: 'Требуется авторизация',
      text: 'Эта страница доступна только после входа. Войдите в аккаунт или зарегистрируйтесь — это займёт минуту.',
      close: 'Закрыть',
      login: 'Войти',
    },
    accessDenied: 'Доступ запрещён',
    loggingOut: 'Выходим из аккаунта...',
  },
} as const;
