/**
 * How lib code shows a message to the user without importing UI: the app registers antd's
 * context-aware message API at start (app/FeedbackBridge.tsx); before that, the console gets it.
 */
export type Notifier = {
  error: (text: string, key?: string) => void;
  success: (text: string, key?: string) => void;
};

const fallback: Notifier = {
  error: (text) => console.error(text),
  success: (text) => console.info(text),
};

let current: Notifier = fallback;

export function setNotifier(next: Notifier | undefined): void {
  current = next ?? fallback;
}

export const notify: Notifier = {
  error: (text, key) => current.error(text, key),
  success: (text, key) => current.success(text, key),
};
