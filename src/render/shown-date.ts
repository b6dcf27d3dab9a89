/** A time the API or Firebase gives (ISO 8601) as a date in the page's language; a missing or unreadable one shows nothing. */
export function shownDate(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time)
    ? null
    : new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(time);
}
