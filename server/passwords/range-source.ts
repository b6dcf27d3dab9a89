// Where the range route's answers come from (issue 55 section 4): the local list, or in production
// Have I Been Pwned's range API through a relay with a cache. Either answers HIBP's text format.

/** The "SUFFIX:COUNT" lines for a 5-hex-character prefix (upper case); rejects when it cannot tell. */
export type RangeSource = (prefix: string) => Promise<string>;
