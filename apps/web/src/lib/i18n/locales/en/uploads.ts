import type { uploads as ru } from '../ru/uploads';
import type { DeepStrings } from '../types';

/** Image files chosen for an upload (avatar, try-on photo): the client's checks. */
export const uploads: DeepStrings<typeof ru> = {
  upload: {
    wrongTypeTitle: 'Wrong file type',
    wrongTypeText: 'Please choose an image',
    formats: 'JPEG, JPG, PNG and WEBP images are accepted',
    tooLargeTitle: 'The file is too large',
    tooLargeText: 'The maximum file size is {{mb}} MB',
    oneFile: 'Choose one file',
  },
};
