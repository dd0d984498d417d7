import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { STAGE } from '@invest/contract/project';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { Db } from '../client.js';
import { nextId } from '../ids.js';
import { attach } from '../schema/attach.js';
import { project, projectFile } from '../schema/pipeline.js';
import type { FileStorage } from '../../storage/storage.js';
import { textPdf } from './sample-pdf.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The documents a deal gathers on its way: [file_category key, zh name, en title, stage reached when filed]. */
const DOCUMENTS = [
  ['1', '商业计划书', 'Business plan', STAGE.reserve],
  ['2', '尽调报告', 'Due-diligence report', STAGE.diligence],
  ['3', '投资条款', 'Term sheet', STAGE.committee],
  ['4', '投资协议', 'Investment agreement', STAGE.invested],
] as const;

const romanize = (name: string) =>
  pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ');

/** Sample documents for the sample projects of the default tenant, filed by their managers. */
export async function seedSampleFiles(tx: Tx, storage: FileStorage): Promise<void> {
  const projects = await tx
    .select()
    .from(project)
    .where(and(eq(project.tenantId, DEFAULT_TENANT_ID), eq(project.isDeleted, 0)));
  for (const p of projects) {
    const reached = p.stage === STAGE.terminated ? STAGE.reserve : p.stage;
    for (const [category, zhName, enTitle, stage] of DOCUMENTS) {
      if (stage > reached) continue;
      const bytes = textPdf(`${enTitle}: ${romanize(p.name)}`, [
        `Company: ${romanize(p.companyName)}`,
        `Planned investment: ${p.amountMin ?? '-'} - ${p.amountMax ?? '-'} (10k CNY)`,
        'A sample document of the demo pipeline; replace it with the real one.',
      ]);
      const id = nextId();
      const key = `${DEFAULT_TENANT_ID}/sample/${id}.pdf`;
      await storage.put(key, Readable.from(bytes));
      const name = `${zhName}-${p.name}.pdf`;
      await tx.insert(attach).values({
        id,
        tenantId: DEFAULT_TENANT_ID,
        originalName: name,
        extension: 'pdf',
        mime: 'application/pdf',
        size: bytes.length,
        storageKey: key,
        createUser: p.managerId,
      });
      await tx.insert(projectFile).values({
        tenantId: DEFAULT_TENANT_ID,
        projectId: p.id,
        attachId: id,
        category,
        stage,
        name,
        size: bytes.length,
        createUser: p.managerId,
      });
    }
  }
}
