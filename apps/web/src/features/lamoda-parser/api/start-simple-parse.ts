import { useMutation } from '@tanstack/react-query';
import { taskCreatedSchema, type ImportDomain, type ImportGenderSection } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/catalog/parse-simple?query&limit&domain[&page], no body: parse only, nothing is
 * imported. With `page`, only that result page is read (one task per page).
 */
export type SimpleParseQuery = {
  query: string;
  limit?: number;
  domain?: ImportDomain;
  page?: number;
  /** Lamoda's women's or men's section only. */
  gender_section?: ImportGenderSection;
};

export function startSimpleParse(query: SimpleParseQuery) {
  return apiClient.post('/api/catalog/parse-simple', taskCreatedSchema, { query });
}

export function useStartSimpleParse() {
  return useMutation({ mutationFn: startSimpleParse, meta: { silent: true } });
}
