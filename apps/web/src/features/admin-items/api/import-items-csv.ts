import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csvImportPreviewSchema, csvImportResultSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** POST /api/admin/items/import/preview: what the file would change, line by line (nothing is written). */
export function previewItemsCsv(file: File) {
  return apiClient.post('/api/admin/items/import/preview', csvImportPreviewSchema, {
    formData: formOf(file),
  });
}

/** POST /api/admin/items/import/apply: the same file, written whole or not at all. */
export function applyItemsCsv(file: File) {
  return apiClient.post('/api/admin/items/import/apply', csvImportResultSchema, {
    formData: formOf(file),
  });
}

export function usePreviewItemsCsv() {
  // The dialog says what went wrong with the file itself.
  return useMutation({ mutationFn: previewItemsCsv, meta: { silent: true } });
}

export function useApplyItemsCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyItemsCsv,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
