/** a text field's value of a submitted form ('' when absent) */
export const fieldOf = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** a date field's day (the operator's calendar) as the instant it starts; with `after`, the next day's start */
export const dayStart = (day: string, after = false): string | undefined => {
  if (!day) return undefined;
  const start = new Date(`${day}T00:00:00`);
  if (after) start.setDate(start.getDate() + 1);
  return start.toISOString();
};
