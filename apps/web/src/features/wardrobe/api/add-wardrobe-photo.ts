import { wardrobeItemSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/wardrobe/items, multipart with one `photo`: the garment is cut out and recognised,
 * and the piece answers with its suggested slot, kind and colours (201), or 422 when the photo
 * holds no garment (nothing is kept then). The key names this one photo's attempt, so a request
 * retried after a lost answer is not a second piece.
 */
export function addWardrobePhoto(photo: File, idempotencyKey: string, signal?: AbortSignal) {
  const formData = new FormData();
  formData.append('photo', photo, photo.name);
  return apiClient.post('/api/wardrobe/items', wardrobeItemSchema, {
    formData,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}
