/** '1 user', '12 users'; `plural` where adding an s is wrong ('stories'). */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
