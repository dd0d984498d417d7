import { MAX_DIAGRAM_BYTES } from '@invest/contract/constants';

/** The file names deploy-upload takes (the server checks the same). */
const DIAGRAM_FILE = /\.(bpmn|bpmn20\.xml|xml)$/i;
const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export const MAX_DIAGRAM_KB = MAX_DIAGRAM_BYTES / 1024;

/** Why a chosen file cannot be deployed, before anything is sent; undefined when it may be. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): 'fileType' | 'fileEmpty' | 'fileTooLarge' | undefined {
  if (!DIAGRAM_FILE.test(file.name)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > MAX_DIAGRAM_BYTES) return 'fileTooLarge';
  return undefined;
}

/** What the dialog shows of a file before deploying it: the process it defines, or why it cannot be read. */
export type DiagramPreview =
  | { ok: true; key: string; name: string; steps: string[] }
  | { ok: false; problem: 'unreadable'; line?: number; reason: string }
  | { ok: false; problem: 'noProcess' };

/**
 * Reads the process out of a .bpmn file in the browser, for the preview only: the server parses it
 * again, checks much more (scripts, external entities, conditions) and has the last word.
 */
export function previewDiagram(xml: string): DiagramPreview {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return { ok: false, problem: 'unreadable', ...parserMessage(error) };
  const process = doc.getElementsByTagNameNS(BPMN_NS, 'process')[0];
  if (!process) return { ok: false, problem: 'noProcess' };
  const steps = [...process.getElementsByTagNameNS(BPMN_NS, 'userTask')].map(
    (task) => task.getAttribute('name') || task.getAttribute('id') || '',
  );
  const key = process.getAttribute('id') ?? '';
  return { ok: true, key, name: process.getAttribute('name') || key, steps };
}

/**
 * The line and reason of an XML parser's error element. Browsers word it differently: Chromium
 * "error on line 3 at column 7: reason", others "3:7: reason".
 */
function parserMessage(error: Element): { line?: number; reason: string } {
  const text = (error.querySelector('div')?.textContent ?? error.textContent ?? '').trim();
  const match = /line (\d+)[^:]*:\s*(.+)/.exec(text) ?? /^(\d+):\d+:\s*(.+)/.exec(text);
  if (!match) return { reason: text };
  return { line: Number(match[1]), reason: match[2]!.trim() };
}
