/**
 * Events-service identity, spec 03 §9: the analytics id (UUID v4, kept 390 days) with its
 * expiration, a session id, and the first-landing and first-session flags, in web storage.
 * Storage failures warn with the spec's texts (spec 03 §8) and tracking goes on without them.
 */
import { UUID_V4_PATTERN } from './random-id.js';

export const ANALYTICS_ID_KEY = 'ss_analytics_id';
export const ANALYTICS_ID_EXPIRATION_KEY = 'ss_analytics_id_expiration';
export const SESSION_ID_KEY = 'ss_analytics_session_id';
export const FIRST_LANDING_KEY = 'ss_analytics_first_landing';
export const FIRST_SESSION_KEY = 'ss_analytics_first_session';

/** Analytics id lifetime, 390 days (spec 03 §9). */
export const ANALYTICS_ID_LIFETIME_MS = 390 * 24 * 60 * 60 * 1000;

export const STORE_ANALYTICS_ID_WARNING = 'Unable to store analyticsId';
export const STORAGE_ACCESS_WARNING = 'Unable access local/session storage.';

export interface AnalyticsIdentity {
  analyticsId: string;
  sessionId: string;
  /** True for events of the page load that started this session. */
  firstLanding: boolean;
  /** True during the session in which the analytics id was created. */
  firstSession: boolean;
}

export interface IdentityEnvironment {
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  newId: () => string;
  warn: (message: string) => void;
  /** Identifies this page load, so every event of the landing page says firstLanding. */
  pageLoadId: string;
}

/** The analytics id in storage when valid and not expired, else a new one (stored 390 days). */
export function resolveAnalyticsId(env: IdentityEnvironment): { id: string; created: boolean } {
  let stored: string | null = null;
  let expires = 0;
  try {
    stored = env.local?.getItem(ANALYTICS_ID_KEY) ?? null;
    expires = Number(env.local?.getItem(ANALYTICS_ID_EXPIRATION_KEY) ?? 0);
  } catch {
    env.warn(STORAGE_ACCESS_WARNING);
  }
  if (stored && UUID_V4_PATTERN.test(stored) && Number.isFinite(expires) && expires > env.now) return { id: stored, created: false };
  const id = env.newId();
  try {
    if (!env.local) throw new Error('no local storage');
    env.local.setItem(ANALYTICS_ID_KEY, id);
    env.local.setItem(ANALYTICS_ID_EXPIRATION_KEY, String(env.now + ANALYTICS_ID_LIFETIME_MS));
  } catch {
    env.warn(STORE_ANALYTICS_ID_WARNING);
  }
  return { id, created: true };
}

export function resolveAnalyticsIdentity(env: IdentityEnvironment): AnalyticsIdentity {
  const { id, created } = resolveAnalyticsId(env);
  let sessionId = env.newId();
  let firstLanding = true;
  let firstSession = created;
  try {
    if (!env.session) throw new Error('no session storage');
    const storedSession = env.session.getItem(SESSION_ID_KEY);
    if (storedSession && UUID_V4_PATTERN.test(storedSession)) sessionId = storedSession;
    else env.session.setItem(SESSION_ID_KEY, sessionId);
    const landing = env.session.getItem(FIRST_LANDING_KEY);
    if (landing) firstLanding = landing === env.pageLoadId;
    else env.session.setItem(FIRST_LANDING_KEY, env.pageLoadId);
    const firstSessionFlag = env.session.getItem(FIRST_SESSION_KEY);
    if (firstSessionFlag === null) env.session.setItem(FIRST_SESSION_KEY, String(created));
    else firstSession = firstSessionFlag === 'true';
  } catch {
    env.warn(STORAGE_ACCESS_WARNING);
  }
  return { analyticsId: id, sessionId, firstLanding, firstSession };
}
