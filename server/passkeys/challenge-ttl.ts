/** How long options (their challenge) stay good: the browser's own timeout is the same. */
export const CHALLENGE_SECONDS = 120;
