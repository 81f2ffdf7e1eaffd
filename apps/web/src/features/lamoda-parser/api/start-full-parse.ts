import { useMutation } from '@tanstack/react-query';
import { taskCreatedSchema, type ParseBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/catalog/parse: full mode — parse, process (AI) and import into the catalogue. */
export function startFullParse(body: ParseBody) {
  return apiClient.post('/api/catalog/parse', taskCreatedSchema, { json: body });
}

export function useStartFullParse() {
  // 'Ошибка запуска' is shown by the screen, with the server's reason.
  return useMutation({ mutationFn: startFullParse, meta: { silent: true } });
}
