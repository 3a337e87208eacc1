/** A day as a date input writes it (`YYYY-MM-DD`), in the phone's own calendar. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** spec 02 §5: the installation date is at the earliest today. */
export const installationDateMin = (now: Date): string => isoDay(now);

/** Whether a chosen installation day is allowed: a real calendar day, today or later. */
export function isInstallationDateAllowed(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return false;
  // `YYYY-MM-DD` strings compare in calendar order
  return value >= installationDateMin(now);
}
