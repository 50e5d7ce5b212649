// Theme breakpoints (spec: breakpoints). CSS files use the same literal values in media queries.
export const BREAKPOINTS = { xs: '28em', sm: '30em', md: '48em', lg: '62em', xl: '80em' } as const;

/** Below this width the header switches to the mobile drawer. */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;
