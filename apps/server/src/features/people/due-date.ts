/**
 * GDPR art. 12(3): a request is answered "within one month of receipt". The same day of the next month,
 * or that month's last day when it has no such day (31 January → 28 or 29 February), at the same time.
 */
export function dueInOneMonth(receivedAt: Date): Date {
  const due = new Date(receivedAt);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, lastDay));
  return due;
}
