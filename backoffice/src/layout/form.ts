/** a text field's value of a submitted form ('' when absent) */
export const fieldOf = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};
