// Which range source the API answers from: HIBP through the relay when PWNED_RANGE_UPSTREAM names
// its range API (production: https://api.pwnedpasswords.com/range/), else the local common-password
// list, so the local stack and CI never go online. Built once per process, at the API's start.
import { commonPasswordRanges } from './common-password-ranges.js';
import { relayedRanges } from './range-relay.js';
import type { RangeSource } from './range-source.js';

let chosen: RangeSource | undefined;

export function chosenRangeSource(upstream = process.env.PWNED_RANGE_UPSTREAM): RangeSource {
  return (chosen ??= upstream ? relayedRanges({ upstream }) : commonPasswordRanges());
}
