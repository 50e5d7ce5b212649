// Reading submitted form fields in server actions: text is trimmed and bounded; passwords are
// taken as typed (spaces count), only bounded in length.

export function formText(form: FormData, name: string, max = 255): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

export function formSecret(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.slice(0, 256) : '';
}
