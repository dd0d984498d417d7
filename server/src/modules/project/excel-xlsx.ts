import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The rows of an .xlsx file's first worksheet, read as a stream: the sheet is inflated and parsed
 * a chunk at a time, so a caller that stops early (a row limit) never unpacks the rest of it.
 *
 * The zip itself needs its central directory (at the end of the file), so the file is a Buffer;
 * it is the unpacked XML, many times larger, that is never held whole. Shared strings are read
 * lazily, only as far as the highest index a row read so far refers to: Excel and exceljs number
 * them in order of first use, so the first rows of a large sheet need only the first strings.
 */

/** A cell's value: text (strings, errors, booleans, dates as written) or a number. */
export type CellValue = string | number;
/** A row of the sheet: its number, and the value of each cell that holds one, by column (A = 1). */
export type XlsxRow = { row: number; cells: Map<number, CellValue> };

/** The file is not a workbook this reader understands, or unpacks to more than it may. */
export class UnreadableWorkbook extends Error {}

/** Counts the unpacked bytes every part read spends, so a zip bomb is refused, not inflated. */
class InflateBudget {
  constructor(private left: number) {}
  spend(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new UnreadableWorkbook('the workbook unpacks to more than the reader allows');
  }
}

/** Element names without their namespace prefix (`x:row` is `row`; some writers use prefixes). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
/** An attribute by local name, whatever its prefix (`r:id`). */
const attribute = (tag: SaxesTagPlain, name: string) =>
  Object.entries(tag.attributes).find(([key]) => local(key) === name)?.[1];

/** The column number of a cell reference: `C7` is 3. */
function columnOf(ref: string): number {
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

/** A part of the package, as XML text chunks; the budget is charged for every unpacked byte. */
async function* xmlChunks(zip: ZipFile, entry: Entry, budget: InflateBudget): AsyncGenerator<string> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield decoder.write(chunk);
    }
    yield decoder.end();
  } finally {
    stream.destroy();
  }
}

/** Feeds a part to a SAX parser whose handlers collect results; yields after each chunk. */
async function* parse(chunks: AsyncIterable<string>, parser: SaxesParser): AsyncGenerator<void> {
  for await (const text of chunks) {
    parser.write(text);
    yield;
  }
  parser.close();
}

class Package {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly budget: InflateBudget,
  ) {}

  static async open(data: Buffer, maxInflatedBytes: number): Promise<Package> {
    const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    return new Package(zip, entries, new InflateBudget(maxInflatedBytes));
  }

  chunks(path: string): AsyncGenerator<string> | undefined {
    const entry = this.entries.get(path);
    return entry && xmlChunks(this.zip, entry, this.budget);
  }

  /** The relationships of a part: id → target path and type. */
  async relationships(part: string): Promise<Map<string, { path: string; type: string }>> {
    const found = new Map<string, { path: string; type: string }>();
    const chunks = this.chunks(posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`));
    if (!chunks) return found;
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      const target = attribute(tag, 'Target');
      if (local(tag.name) !== 'Relationship' || !target || attribute(tag, 'TargetMode') === 'External') return;
      // Targets are relative to the part's folder, or absolute within the package.
      const path = target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(part), target);
      found.set(attribute(tag, 'Id') ?? '', { path: posix.normalize(path), type: attribute(tag, 'Type') ?? '' });
    });
    for await (const _ of parse(chunks, parser));
    return found;
  }

  /** The relationship id of the first sheet in the workbook's own order (the tab shown first). */
  async firstSheetId(workbook: string): Promise<string | undefined> {
    const chunks = this.chunks(workbook);
    if (!chunks) return undefined;
    const parser = new SaxesParser();
    let id: string | undefined;
    parser.on('opentag', (tag) => {
      if (local(tag.name) === 'sheet') id ??= attribute(tag, 'id');
    });
    for await (const _ of parse(chunks, parser)) if (id) break;
    return id;
  }

  close() {
    this.zip.close();
  }
}

/** The shared strings table, read only as far as the strings asked for. */
class SharedStrings {
  private readonly strings: string[] = [];
  private readonly pending: AsyncGenerator<void> | undefined;

  constructor(chunks: AsyncGenerator<string> | undefined) {
    if (!chunks) return;
    const parser = new SaxesParser();
    // A string is the text of its runs; phonetic hints (<rPh>) are not part of it.
    let text: string | null = null;
    let inPhonetic = false;
    let inText = false;
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') text = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    });
    const onText = (t: string) => {
      if (inText && text !== null) text += t;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        this.strings.push(text ?? '');
        text = null;
      }
    });
    this.pending = parse(chunks, parser);
  }

  async get(index: number): Promise<string> {
    while (this.pending && index >= this.strings.length && !(await this.pending.next()).done);
    return this.strings[index] ?? '';
  }

  async close() {
    await this.pending?.return(undefined);
  }
}

type ParsedCell = { col: number; type: string; text: string; hasValue: boolean };

/**
 * The rows of the first worksheet, in order, each with the cells that hold a value (a formula's
 * cached result; a shared string resolved). Stop iterating to stop reading. Throws
 * UnreadableWorkbook when the file is not a workbook, or unpacks to more than `maxInflatedBytes`.
 */
export async function* firstSheetRows(data: Buffer, maxInflatedBytes: number): AsyncGenerator<XlsxRow> {
  let pkg: Package;
  try {
    pkg = await Package.open(data, maxInflatedBytes);
  } catch (e) {
    throw new UnreadableWorkbook('not a zip file', { cause: e });
  }
  let strings: SharedStrings | undefined;
  try {
    const workbook =
      [...(await pkg.relationships('')).values()].find((r) => r.type.endsWith('/officeDocument'))?.path ??
      'xl/workbook.xml';
    const parts = await pkg.relationships(workbook);
    const sheet = parts.get((await pkg.firstSheetId(workbook)) ?? '')?.path;
    const sheetChunks = sheet ? pkg.chunks(sheet) : undefined;
    if (!sheetChunks) throw new UnreadableWorkbook('no worksheet');
    strings = new SharedStrings(
      [...parts.values()].filter((r) => r.type.endsWith('/sharedStrings')).map((r) => pkg.chunks(r.path))[0],
    );

    const done: { row: number; cells: Map<number, CellValue | { shared: number }> }[] = [];
    let row: (typeof done)[number] | null = null;
    let cell: ParsedCell | null = null;
    let inInline = false;
    let inPhonetic = false;
    let capture = false;
    let lastRow = 0;
    let lastCol = 0;
    let sheetDataEnded = false;

    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      switch (local(tag.name)) {
        case 'row': {
          const r = Number(attribute(tag, 'r'));
          lastRow = Number.isInteger(r) && r > 0 ? r : lastRow + 1;
          row = { row: lastRow, cells: new Map() };
          lastCol = 0;
          break;
        }
        case 'c': {
          const ref = attribute(tag, 'r');
          lastCol = ref ? columnOf(ref) : lastCol + 1;
          cell = { col: lastCol, type: attribute(tag, 't') ?? 'n', text: '', hasValue: false };
          break;
        }
        case 'v':
          if (cell) cell.hasValue = capture = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (cell && inInline && !inPhonetic) cell.hasValue = capture = true;
          break;
      }
    });
    const onText = (t: string) => {
      if (capture && cell) cell.text += t;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', (tag) => {
      switch (local(tag.name)) {
        case 'v':
        case 't':
          capture = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (row && cell?.hasValue) row.cells.set(cell.col, valueOf(cell));
          cell = null;
          break;
        case 'row':
          if (row) done.push(row);
          row = null;
          break;
        case 'sheetData':
          sheetDataEnded = true;
          break;
      }
    });

    for await (const _ of parse(sheetChunks, parser)) {
      for (const parsed of done.splice(0)) {
        const cells = new Map<number, CellValue>();
        for (const [col, value] of parsed.cells)
          cells.set(col, typeof value === 'object' ? await strings.get(value.shared) : value);
        yield { row: parsed.row, cells };
      }
      // What follows the cells (merges, page set-up) is of no use here.
      if (sheetDataEnded) break;
    }
  } catch (e) {
    if (e instanceof UnreadableWorkbook) throw e;
    throw new UnreadableWorkbook('malformed workbook', { cause: e });
  } finally {
    await strings?.close();
    pkg.close();
  }
}

/** A cell's value by its type: shared strings stay an index until the row is complete. */
function valueOf(cell: ParsedCell): CellValue | { shared: number } {
  switch (cell.type) {
    case 's':
      return { shared: Number(cell.text) };
    case 'b':
      return cell.text === '1' ? 'TRUE' : 'FALSE';
    case 'n': {
      const n = Number(cell.text);
      return cell.text.trim() && Number.isFinite(n) ? n : cell.text;
    }
    default:
      // inlineStr, str (a formula's text), e (an error such as #N/A), d (an ISO date).
      return cell.text;
  }
}
