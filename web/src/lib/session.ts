import { SESSION_TOKEN_STORAGE_KEY } from '@portal/contract/session';
import { useSyncExternalStore } from 'react';
import { normaliseRoles, type RoleName } from './roles';

/** The member as the client keeps it between page loads. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  /** The member's roles, canonical. */
  roles: RoleName[];
}

export const STORAGE_KEYS = {
  token: SESSION_TOKEN_STORAGE_KEY,
  user: 'portal.user',
  roles: 'portal.roles',
} as const;

/** The device tokens of the accounts that logged in on this browser, by normalised e-mail (see deviceTokenFor). */
const DEVICE_TOKENS_KEY = 'portal.deviceTokens';

/** Keys that survive a logout: preferences and device tokens, not session data. */
export const PRESERVED_STORAGE_KEYS = ['portal.language', 'portal.cookieNotice', DEVICE_TOKENS_KEY];

/** Navigation state of the logout's way to Login (see useLogout and the route guard). */
export const LOGGING_OUT = { loggingOut: true } as const;

/** Auth check interval (spec §9). */
export const AUTH_CHECK_INTERVAL_MS = 30_000;

const EMPTY: Session = { token: null, user: null, roles: [] };

/** base64 of the UTF-8 JSON of `value`. */
export function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The value `encode` stored, or null for anything unreadable. */
export function decode<T>(stored: string | null): T | null {
  if (!stored) return null;
  try {
    const binary = atob(stored);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

function readFromStorage(): Session {
  try {
    const token = decode<string>(localStorage.getItem(STORAGE_KEYS.token));
    if (typeof token !== 'string' || token === '') return EMPTY;
    const user = decode<SessionUser>(localStorage.getItem(STORAGE_KEYS.user));
    const roles = decode<string[]>(localStorage.getItem(STORAGE_KEYS.roles));
    return { token, user, roles: Array.isArray(roles) ? normaliseRoles(roles) : [] };
  } catch {
    return EMPTY;
  }
}

let current: Session = readFromStorage();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | null {
  return current.token;
}

/** The `Authorization` value for the current token (HTTP header, WebSocket connection parameter). */
export function authorization(): string | undefined {
  return current.token ? `Bearer ${current.token}` : undefined;
}

/** Stores token, user and roles (roles normalised) and tells every subscriber. */
export function saveSession(token: string, user: SessionUser, roles: readonly string[]): void {
  const normalised = normaliseRoles(roles);
  localStorage.setItem(STORAGE_KEYS.token, encode(token));
  localStorage.setItem(STORAGE_KEYS.user, encode(user));
  localStorage.setItem(STORAGE_KEYS.roles, encode(normalised));
  current = { token, user, roles: normalised };
  emit();
}

/** Replaces user and roles after an auth check; keeps the token. */
export function updateSessionUser(user: SessionUser, roles: readonly string[]): void {
  if (!current.token) return;
  const normalised = normaliseRoles(roles);
  const same =
    JSON.stringify(current.user) === JSON.stringify(user) &&
    JSON.stringify(current.roles) === JSON.stringify(normalised);
  if (same) return;
  saveSession(current.token, user, normalised);
}

/** Clears local storage (but the preferences) and session storage. */
export function clearSession(): void {
  const keep = new Map<string, string>();
  for (const key of PRESERVED_STORAGE_KEYS) {
    const value = localStorage.getItem(key);
    if (value !== null) keep.set(key, value);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of keep) localStorage.setItem(key, value);
  current = EMPTY;
  emit();
}

/** Re-reads the stored session (another tab logged in or out). */
export function reloadSession(): void {
  current = readFromStorage();
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) reloadSession();
  });
}

/** The current session; re-renders on login, logout and role changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The e-mail as the server compares it (trimmed, NFC, case-insensitive). */
const accountKey = (email: string) => email.trim().normalize('NFC').toLowerCase();

function readDeviceTokens(): Record<string, string> {
  const stored = decode<Record<string, string>>(localStorage.getItem(DEVICE_TOKENS_KEY));
  return stored !== null && typeof stored === 'object' ? stored : {};
}

/**
 * The device token the last login on this browser received for this account (OWASP's device cookies: with it,
 * failed logins by others do not lock the member out here), or null.
 */
export function deviceTokenFor(email: string): string | null {
  const token = readDeviceTokens()[accountKey(email)];
  return typeof token === 'string' ? token : null;
}

/** Keeps the device token a login answered for this account (none: the one kept stays). */
export function saveDeviceToken(email: string, token: string | null | undefined): void {
  if (!token) return;
  localStorage.setItem(DEVICE_TOKENS_KEY, encode({ ...readDeviceTokens(), [accountKey(email)]: token }));
}
