/** `yyyy-MM-dd HH:mm:ss` in the server's time zone: the wire format of every time. */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ` +
    `${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  );
}
