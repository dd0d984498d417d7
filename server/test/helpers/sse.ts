/** Reads a server-sent event stream as text: `until` waits for a piece of text, `text` is all read so far. */
export function streamText(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const read = { text: '' };
  return {
    get text() {
      return read.text;
    },
    async until(needle: string): Promise<void> {
      while (!read.text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        read.text += decoder.decode(value, { stream: true });
      }
    },
  };
}
