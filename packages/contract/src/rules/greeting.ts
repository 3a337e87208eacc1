export type Greeting = 'morning' | 'afternoon' | 'evening';

/** spec 01 §2: before 12:00 morning, before 18:00 afternoon, otherwise evening — in the device's time. */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
