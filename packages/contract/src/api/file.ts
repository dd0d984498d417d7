import { z } from 'zod';
import { readsProjects } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { fileUploadQuery, projectFileRecord, projectIdQuery } from '../project-extra.js';

const F = '/api/project/file';

/** A project's files: the detail page's 文件 tab. */
export const fileApi = endpoints('file', {
  list: endpoint({
    method: 'GET',
    path: `${F}/list`,
    access: readsProjects,
    summary: "A project's files, newest first",
    query: projectIdQuery,
    response: z.array(projectFileRecord),
  }),
  upload: endpoint({
    method: 'POST',
    path: `${F}/upload`,
    access: readsProjects,
    summary: 'Upload a file to a project (multipart `file`; the team and administrators)',
    query: fileUploadQuery,
    multipart: true,
    response: projectFileRecord,
  }),
  download: endpoint({
    method: 'GET',
    path: `${F}/download`,
    access: readsProjects,
    summary: 'The bytes of a project file (readers of the project only)',
    query: z.object({ id: idSchema }),
    answer: 'file',
  }),
  remove: endpoint({
    method: 'POST',
    path: `${F}/remove`,
    access: readsProjects,
    summary: 'Delete project files (the team and administrators)',
    query: idsQuery,
    response: z.number(),
  }),
});
