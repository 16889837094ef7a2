import type { ErrorCode } from '@mike/contracts';
import { isGatewayFailure } from './connectivity.ts';

/** An error code from the contracts' list, or one a newer server sends that this client does not know yet. */
export type ApiErrorCode = ErrorCode | (string & {});

/** Every failed call reaches the UI as this: the UI branches on `errorCode`, never on `message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly errorCode: ApiErrorCode,
    /** HTTP status; 0 when no answer arrived. */
    readonly status = 0,
  ) {
    super(message);
  }
}

/** Spec §8: no readable body, or a success that fails its shape check. */
export function createUnknownError(status = 0): ApiError {
  return new ApiError('Unknown error', 'UNKNOWN_ERROR', status);
}

export function isApiError(error: unknown, errorCode?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (errorCode === undefined || error.errorCode === errorCode);
}

/** No answer from MIKE's server (the network, or a proxy saying the server is down): worth trying again later. */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || isGatewayFailure(error.status));
}
