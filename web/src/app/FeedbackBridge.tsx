import { useEffect } from 'react';
import { App } from 'antd';
import { setNotifier } from '../lib/feedback';

/** Hands antd's themed message API to lib code (lib/http's error toasts). */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (content, key) => void message.error({ content, key }),
      success: (content, key) => void message.success({ content, key }),
    });
    return () => setNotifier(undefined);
  }, [message]);
  return null;
}
