import { projectApi } from '@invest/contract/api/project';
import { bindAll, type Handler } from '../../http/bind.js';
import type { ProjectService } from './service.js';

export const projectRoutes = (projects: ProjectService) => {
  // `save`, `submit` and `update` are one call under three names.
  const upsert: Handler<typeof projectApi.submit> = async (req) => projects.submit(req.auth, req.body);
  return bindAll(projectApi, {
    page: async (req) => projects.page(req.auth, req.query),
    listNotPage: async (req) => projects.listNotPage(req.auth, req.query),
    detail: async (req) =>
      req.query.id ? projects.detail(req.auth, req.query.id) : projects.detailByUuid(req.auth, req.query.uuid!),
    search: async (req) => projects.search(req.auth, req.query.keyword),
    getByName: async (req) => projects.getByName(req.auth, req.query.name),
    getProjectByName: async (req) => projects.search(req.auth, req.query.projectName),
    byFund: async (req) => projects.byFund(req.auth, req.query.fundId),
    steps: async (req) => projects.steps(req.auth, req.query.projectId),
    canEdit: async (req) => projects.checkWhetherEditInfo(req.auth, req.query.projectId),
    editableIds: async (req) => projects.editableAmong(req.auth, req.query.ids),
    isTeamMember: async (req) => projects.checkWhetherProjectUser(req.auth, req.query.projectId),
    attrs: async (req) => projects.attrs(req.auth, req.query.projectId),
    registry: async (req) => projects.registry(req.auth, req.query.projectId),
    registryContrast: async (req) => projects.registryContrast(req.auth, req.query.projectId),
    members: async (req) => projects.members(req.auth, req.query.projectId),
    resumes: async (req) => projects.resumes(req.auth, req.query.projectId),
    saveResume: async (req) => projects.saveResume(req.auth, req.body),
    removeResumes: async (req) => projects.removeResumes(req.auth, req.query.ids),
    save: upsert,
    submit: upsert,
    update: upsert,
    remove: async (req) => projects.remove(req.auth, req.query.ids),
    setImport: async (req) => projects.setImport(req.auth, req.query.ids, req.query.isKey),
    changeStage: async (req) => projects.changeStage(req.auth, req.body),
    updateScore: async (req) => projects.updateScore(req.auth, req.query.projectId),
    saveAttrs: async (req) => {
      await projects.saveAttrs(req.auth, req.body.projectId, req.body.attrs);
      return null;
    },
    saveMember: async (req) => {
      await projects.addMember(req.auth, req.body);
      return null;
    },
    removeMember: async (req) => {
      await projects.removeMember(req.auth, req.query.projectId, req.query.userId);
      return null;
    },
  });
};
