import type { FastifyRequest } from 'fastify';
import { flowApi } from '@invest/contract/api/flow';
import { MAX_DIAGRAM_BYTES } from '@invest/contract/constants';
import { flowCategory } from '@invest/contract/flow';
import { bindAll } from '../../http/bind.js';
import { invalid, tooLarge } from '../../errors.js';
import { assertCleanFileName } from '../../http/upload.js';
import type { LeaveService } from './leave.js';
import type { LinkService } from './links.js';
import type { FlowService } from './service.js';

/** Links are guessed at like passwords: as many tries as sign-ins. */
const LINK_RATE = { max: 60, timeWindow: '1 minute' };

/** The .bpmn file and the category of a deploy-upload, read whole (they are small) and checked here. */
async function readDeployUpload(req: FastifyRequest): Promise<{ filename: string; xml: string; category: string }> {
  if (!req.isMultipart()) throw invalid('fileRequired');
  let file: { filename: string; bytes: Buffer } | undefined;
  let category: unknown;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_DIAGRAM_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'category') category = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw invalid('flowUploadMalformed');
  }
  if (!file) throw invalid('fileRequired');
  assertCleanFileName(file.filename);
  const parsedCategory = flowCategory.safeParse(category);
  if (!parsedCategory.success) throw invalid('invalidField', { field: 'category' });
  if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.filename)) throw invalid('invalidField', { field: 'files' });
  const xml = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
  if (xml.includes('\uFFFD') || xml.includes('\0')) throw invalid('flowDiagramInvalid', { reason: 'not UTF-8 text' });
  return { filename: file.filename, xml, category: parsedCategory.data };
}

export const flowRoutes = (flow: FlowService, leave: LeaveService, links: LinkService) =>
  bindAll(
    flowApi,
    {
      startList: async (req) => flow.startList(req.auth, req.query),
      claimList: async (req) => flow.claimList(req.auth, req.query),
      todoList: async (req) => flow.todoList(req.auth, req.query),
      sendList: async (req) => flow.sendList(req.auth, req.query),
      doneList: async (req) => flow.doneList(req.auth, req.query),
      claimTask: async (req) => flow.claim(req.auth, req.query.taskId),
      completeTask: async (req) => flow.complete(req.auth, req.body),
      transferTask: async (req) => flow.transfer(req.auth, req.body),
      delegateTask: async (req) => flow.delegate(req.auth, req.body),
      returnTargets: async (req) => flow.returnTargets(req.auth, req.query.taskId),
      returnTask: async (req) => flow.returnTask(req.auth, req.body),
      issueLink: async (req) => links.issue(req.auth, req.query.taskId),
      linkTask: async (req) => links.read(req.query.token),
      linkComplete: async (req) => links.complete(req.body, req.ip),
      withdraw: async (req) => flow.withdraw(req.auth, req.query.processInstanceId),
      history: async (req) => flow.history(req.auth, req.query.processInstanceId),
      resource: async (req) => flow.resource(req.auth, req.query.processDefinitionId),
      diagram: async (req) => flow.diagram(req.auth, req.query.processInstanceId),
      managerList: async (req) => flow.managerList(req.auth, req.query),
      changeState: async (req) => flow.changeState(req.auth, req.query.processId, req.query.state),
      deploy: async (req) => flow.deploy(req.auth, await readDeployUpload(req)),
      deleteDeployment: async (req) => flow.deleteDeployments(req.auth, req.query.deploymentIds),
      followList: async (req) => flow.followList(req.auth, req.query),
      terminate: async (req) => flow.terminate(req.auth, req.query.processInstanceId, req.query.deleteReason),
      leaveStart: async (req) => leave.start(req.auth, req.body),
      leaveResubmit: async (req) => leave.resubmit(req.auth, req.body),
      leaveDetail: async (req) => leave.detail(req.auth, req.query.businessId),
    },
    { linkTask: { rateLimit: LINK_RATE }, linkComplete: { rateLimit: LINK_RATE } },
  );
