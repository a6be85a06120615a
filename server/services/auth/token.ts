import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token; only its hash is stored (ARCHITECTURE.md, Decisions). */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
