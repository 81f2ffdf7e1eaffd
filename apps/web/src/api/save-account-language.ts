import { profileSchema, type Language } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';

/** PATCH /api/profile/ {language}: the account remembers the interface language. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const user = await apiClient.patch('/api/profile/', profileSchema, { json: { language } });
  setSessionUser(user);
}
