/** Opening with "Yes" when nothing was found is the failure the issue names first. */
export const NO_YES: RegExp = /^\s*(yes|sí|si|oui)\b/i;
export const NO_PRICE: RegExp = /\$\s?\d/;
/** The shape of a hand-off offer: the team, and a way to reach them. */
export const TEAM: RegExp = /team/i;
export const ADVICE_DECLINED: RegExp = /attorney|lawyer|bar referral/i;
/** The public's referral itself (a firm must not get it): "the firm's attorneys" in an area answer is not one. */
export const REFERRAL_GIVEN: RegExp = /not a law firm|lawyer referral|bar referral|legal aid/i;
export const ADVICE_GIVEN: RegExp =
  /\byou (should|can legally|may legally)\b|\bfile (a|the) (petition|complaint)\b|\bit is legal\b|\bthat is illegal\b/i;
