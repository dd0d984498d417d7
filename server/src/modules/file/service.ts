import type { Readable } from 'node:stream';
import type { ProjectFileRecord } from '@invest/contract/project-extra';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import type { DictService } from '../dict/service.js';
import type { ProjectService } from '../project/service.js';
import type { ResourceService } from '../resource/service.js';
import type { UserService } from '../user/service.js';
import type { FileRepo, ProjectFileRow } from './repo.js';

type Deps = {
  repo: FileRepo;
  projects: ProjectService;
  resources: ResourceService;
  users: UserService;
  dicts: DictService;
};

/** A project's files: uploaded by its team, read by everyone who may read the project. */
export function createFileService({ repo, projects, resources, users, dicts }: Deps) {
  async function toRecords(a: AuthUser, rows: ProjectFileRow[]): Promise<ProjectFileRecord[]> {
    const names = await users.namesOf(
      a.tenantId,
      rows.map((r) => r.createUser).filter((x): x is string => Boolean(x)),
    );
    const mimes = new Map<string, string>();
    for (const r of rows) mimes.set(r.attachId, (await resources.info(a, r.attachId))?.mime ?? '');
    return rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      name: r.name,
      category: r.category,
      stage: r.stage,
      size: r.size,
      mime: mimes.get(r.attachId) ?? '',
      uploaderName: (r.createUser && names.get(r.createUser)) || '',
      createTime: formatDateTime(r.createTime),
    }));
  }

  return {
    async list(a: AuthUser, projectId: string): Promise<ProjectFileRecord[]> {
      await projects.detail(a, projectId);
      return toRecords(a, await repo.list(a.tenantId, projectId));
    },

    async upload(
      a: AuthUser,
      projectId: string,
      category: string,
      file: { filename: string; stream: Readable; truncated: () => boolean },
    ): Promise<ProjectFileRecord> {
      const project = await projects.requireEditable(a, projectId);
      if (!(await dicts.dictionary(a, 'file_category')).some((i) => i.dictKey === category)) {
        file.stream.resume();
        throw invalid('dictValueInvalid', { field: 'category', value: category });
      }
      const attach = await resources.upload(a, file);
      const row = await repo.insert({
        tenantId: a.tenantId,
        projectId: project.id,
        attachId: attach.id,
        category,
        stage: project.stage,
        name: attach.originalName,
        size: attach.size,
        createUser: a.userId,
      });
      return (await toRecords(a, [row]))[0]!;
    },

    /** The bytes, for a reader of the project. */
    async open(a: AuthUser, id: string) {
      const row = await repo.find(a.tenantId, id);
      if (!row) throw notFound();
      await projects.detail(a, row.projectId);
      return resources.open(a, row.attachId);
    },

    async remove(a: AuthUser, ids: string[]): Promise<number> {
      const rows = await repo.findMany(a.tenantId, ids);
      for (const projectId of new Set(rows.map((r) => r.projectId))) await projects.requireEditable(a, projectId);
      return repo.remove(
        a.tenantId,
        rows.map((r) => r.id),
        a.userId,
      );
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
