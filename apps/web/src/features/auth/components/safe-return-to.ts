/** Only a path inside this app may be a return address (never another site: no open redirect). */
export function safeReturnTo(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/password-reset')) return '/';
  return value;
}
