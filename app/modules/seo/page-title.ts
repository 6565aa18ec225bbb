/** Longer titles are cut by search engines (and refused by html-validate's `long-title` rule). */
export const PAGE_TITLE_MAX_LENGTH = 70;

/**
 * A page's `<title>`: its heading with the site's name (`withSiteName`, the `common:meta.pageTitle` text), or the
 * heading alone when both would pass 70 characters (the home page's long heading): the title still says what the
 * heading says (issue 27 item 9).
 */
export function pageTitle(heading: string, withSiteName: string): string {
  return withSiteName.length <= PAGE_TITLE_MAX_LENGTH ? withSiteName : heading;
}
