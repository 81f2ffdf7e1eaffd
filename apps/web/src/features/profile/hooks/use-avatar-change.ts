import { useTranslation } from 'react-i18next';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/**
 * The avatar card's two requests, each said in a toast: a picked file uploaded as the avatar, the
 * avatar deleted. `onAvatarChange` gets the server's new avatar.
 */
export function useAvatarChange(onAvatarChange: (avatar: string | null) => void) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();

  const uploadAvatar = (file: File) =>
    upload.mutate(file, {
      onSuccess: (updated) => {
        onAvatarChange(updated.avatar);
        notifySuccess(t('settings.avatar.uploaded'));
      },
      onError: (error) => {
        console.warn('[profile] avatar upload failed', error);
        // The server's reason (not an image, too large) when it gave one.
        notifyError(errorTextOr(error, t('settings.avatar.uploadFailed')));
      },
    });

  const deleteAvatar = () =>
    remove.mutate(undefined, {
      onSuccess: (updated) => {
        onAvatarChange(updated.avatar);
        notifySuccess(t('settings.avatar.deleted'));
      },
      onError: (error) => {
        console.warn('[profile] avatar delete failed', error);
        notifyError(t('settings.avatar.deleteFailed'));
      },
    });

  return {
    uploadAvatar,
    uploading: upload.isPending,
    deleteAvatar,
    deleting: remove.isPending,
  };
}
