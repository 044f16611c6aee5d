/** The CSS variable that holds the sticky header's height, kept in sync by the header itself. */
export const SITE_HEADER_HEIGHT_VARIABLE = '--site-header-height';

/** The top of what lies just below the header, `gap` under it (until the header is measured, its one-row height). */
export const belowSiteHeader = (gap: string) => `calc(var(${SITE_HEADER_HEIGHT_VARIABLE}, 4.5rem) + ${gap})`;
