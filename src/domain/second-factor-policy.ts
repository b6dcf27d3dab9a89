/**
 * Issue 26.3: whether SMS second factors are offered, and whether they are required, for the
 * brand a person is going to (its own setting, else its white-label's, else optional). Pure.
 */
export type SecondFactorPolicy = 'off' | 'optional' | 'required';

export const DEFAULT_SECOND_FACTOR_POLICY: SecondFactorPolicy = 'optional';

/** The brand's setting wins over the white-label's; neither set means optional. */
export function secondFactorPolicy(
  whiteLabel: { secondFactor?: SecondFactorPolicy },
  brand?: { secondFactor?: SecondFactorPolicy } | null,
): SecondFactorPolicy {
  return brand?.secondFactor ?? whiteLabel.secondFactor ?? DEFAULT_SECOND_FACTOR_POLICY;
}
