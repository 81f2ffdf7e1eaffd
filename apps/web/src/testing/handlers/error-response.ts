import type { ErrorEnvelope } from '@shop/contract';
import { HttpResponse } from 'msw';

/** An API error answer in the contract's envelope. */
export function errorResponse(status: number, envelope: ErrorEnvelope, headers?: HeadersInit) {
  return HttpResponse.json<ErrorEnvelope>(envelope, { status, headers });
}
