/** Opening with "Yes" when nothing was found is the failure the issue names first. */
export const NO_YES: RegExp = /^\s*(yes|sí|si|oui)\b/i;
export const NO_PRICE: RegExp = /\$\s?\d/;
/** The shape of a hand-off offer: the team, and a way to reach them. */
export const TEAM: RegExp = /team/i;
export const ADVICE_DECLINED: RegExp = /attorney|lawyer|bar referral/i;
export const ADVICE_GIVEN: RegExp =
  /\byou (should|can legally|may legally)\b|\bfile (a|the) (petition|complaint)\b|\bit is legal\b|\bthat is illegal\b/i;
