import { useMutation } from '@tanstack/react-query';
import { taskStatusSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/catalog/tasks/{id}: cancels a queued or running task. */
export function cancelTask(id: string) {
  return apiClient.delete(`/api/catalog/tasks/${encodeURIComponent(id)}`, taskStatusSchema);
}

export function useCancelTask() {
  // 'Ошибка отмены' / 'Не удалось отменить задачу' is shown by the screen.
  return useMutation({ mutationFn: cancelTask, meta: { silent: true } });
}
