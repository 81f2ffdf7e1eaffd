import { useMutation } from '@tanstack/react-query';
import { taskCreatedSchema, type ImportDomain } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

export interface TestParserQuery {
  /** Left out when blank: the server then searches TEST_PARSER_QUERY_DEFAULT ('jeans'). */
  query?: string;
  /** Left out: TEST_PARSER_LIMIT_DEFAULT (5). */
  limit?: number;
  domain: ImportDomain;
}

/** POST /api/catalog/test-parser?query&limit&domain: a short parse-only check of the parser. */
export function startTestParser({ query, limit, domain }: TestParserQuery) {
  return apiClient.post('/api/catalog/test-parser', taskCreatedSchema, {
    query: { query: query?.trim() || undefined, limit, domain },
  });
}

export function useStartTestParser() {
  return useMutation({ mutationFn: startTestParser, meta: { silent: true } });
}
