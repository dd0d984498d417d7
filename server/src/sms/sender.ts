import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Delivers text messages. One interface, so a real SMS gateway can replace the default. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The embedded default: no gateway, so each message goes to the server log and to
 * DATA_DIR/sms-outbox.jsonl, where a person trying the console (or a test) can read the code.
 */
export function createOutboxSender(dataDir: string, log: () => FastifyBaseLogger): SmsSender {
  const file = join(dataDir, 'sms-outbox.jsonl');
  return {
    async send(phone, text) {
      log().info({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }, `SMS to ${phone}: ${text}`);
      await appendFile(file, `${JSON.stringify({ phone, text, time: new Date().toISOString() })}\n`);
    },
  };
}
