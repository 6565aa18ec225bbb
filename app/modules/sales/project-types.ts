/** Project types of the home quote form (storefront §3), in the order the select lists them. */
export const HOME_PROJECT_TYPES = ["tiny-house", "solar", "equipment", "construction", "agriculture", "other"] as const;
export type HomeProjectType = (typeof HOME_PROJECT_TYPES)[number];
