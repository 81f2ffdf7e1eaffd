/** Image files chosen for an upload (avatar, try-on photo): the client's checks. */
export const uploads = {
  upload: {
    wrongTypeTitle: 'Неверный тип файла',
    wrongTypeText: 'Пожалуйста, выберите изображение',
    formats: 'Подходят изображения JPEG, JPG, PNG и WEBP',
    tooLargeTitle: 'Файл слишком большой',
    tooLargeText: 'Максимальный размер файла — {{mb}} МБ',
    oneFile: 'Выберите один файл',
  },
} as const;
