import { openAccess, publicAccess } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { health, publicConfig, readiness } from '../system.js';

/** Probes for load balancers and the settings the sign-in page reads. */
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
});
