import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

const ISSUER = 'vesta-shop';
const ACCESS_AUDIENCE = 'vesta-shop:access';

export type AccessClaims = { userId: number; sessionId: string };

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  accessTtlSeconds: number;
};

/**
 * Access tokens are short-lived JWTs with `typ: access` and their own audience. Refresh tokens are
 * opaque random strings stored only as hashes: neither can ever pass for the other.
 */
export function createTokenSigner(secret: Uint8Array, accessTtlSeconds: number): TokenSigner {
  return {
    accessTtlSeconds,
    async signAccess({ userId, sessionId }) {
      return new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(secret);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: ACCESS_AUDIENCE,
          algorithms: ['HS256'],
        });
        const userId = Number(payload.sub);
        if (
          payload.typ !== 'access' ||
          typeof payload.sid !== 'string' ||
          !Number.isInteger(userId)
        ) {
          throw new AppError('UNAUTHORIZED', 401, 'Not an access token');
        }
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWTExpired)
          throw new AppError('TOKEN_EXPIRED', 401, 'The access token has expired');
        throw new AppError('UNAUTHORIZED', 401, 'Invalid access token');
      }
    },
  };
}

const REFRESH_PREFIX = 'rt_';

export function newRefreshToken(): string {
  return `${REFRESH_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The secret part of a link sent by email (address confirmation, password reset). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens and emailed links are kept only as this hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
