/**
 * How a stored phone number (E.164, as Firebase and the flows keep it) is shown in text: grouped
 * as the phone field groups a number typed in the international form the spec's placeholder shows
 * ("+61 412 000 111"), so the same number reads the same on every screen (issue 31). AU mobile and
 * geographic numbers only; anything else (another country, a number Firebase shows masked) is
 * shown as it is. Pure and tiny, so text can use it without loading the phone rules' library.
 */
const AU_MOBILE = /^\+61(4\d{2})(\d{3})(\d{3})$/;
const AU_GEOGRAPHIC = /^\+61([2378])(\d{4})(\d{4})$/;

export function displayPhone(stored: string): string {
  const m = AU_MOBILE.exec(stored) ?? AU_GEOGRAPHIC.exec(stored);
  return m ? `+61 ${m.slice(1).join(' ')}` : stored;
}
