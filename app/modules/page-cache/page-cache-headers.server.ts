import { SESSION_COOKIE_NAME } from "../auth/admin-session.server.ts";
import { TOAST_COOKIE_NAME } from "../toast/toast.server.ts";

/** Cookies that change a page: whoever sends one gets a page rendered for them alone. */
export const PERSONAL_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME];

/** Says whether a page came from the cache (`hit`) or was rendered and kept (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Browsers check with the server before each use (a 304 when nothing changed costs no page); a shared cache (CDN)
 * may answer for 60 s, then for 5 minutes more with its copy while it asks the server again in the background, as
 * this server does with its own copies after a write. Pages that depend on a cookie are never cacheable requests,
 * and the cookie varies the copy.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
