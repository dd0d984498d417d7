import { needs, openAccess, publicAccess } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { apiDocument, diagnostics, health, ping, publicConfig, readiness } from '../system.js';

/** Probes for load balancers, the settings the sign-in page reads, and the diagnostics screen. */
export const systemApi = endpoints('system', {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: openAccess,
    summary: 'Liveness for load balancers',
    answer: 'raw',
    response: health,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: openAccess,
    summary: 'Readiness for load balancers: 503 while the database does not answer',
    answer: 'raw',
    response: readiness,
    refusals: { 503: readiness },
  }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/blade-system/config/public',
    access: publicAccess,
    summary: 'Settings the sign-in page needs (tenant mode, captcha mode)',
    response: publicConfig,
  }),
  diagnostics: endpoint({
    method: 'GET',
    path: '/api/blade-system/diagnostics',
    access: needs('diagnostics'),
    summary: 'The 系统诊断 screen: server version, Node.js version, database kind and version, uptime',
    response: diagnostics,
  }),
  ping: endpoint({
    method: 'GET',
    path: '/api/blade-system/diagnostics/ping',
    access: needs('diagnostics'),
    summary: 'A minimal signed-in round trip, timed by the console (the diagnostics latency)',
    response: ping,
  }),
  apiDocument: endpoint({
    method: 'GET',
    path: '/api/blade-system/api-document',
    access: needs('api_doc'),
    summary: 'The 接口文档 screen: the OpenAPI document generated from this contract (also open at /api/docs/json)',
    answer: 'raw',
    response: apiDocument,
  }),
});
