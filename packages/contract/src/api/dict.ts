import { z } from 'zod';
import { needs, needsAnyOf, signedIn } from '../access.js';
import {
  dictChildQuery,
  dictItem,
  dictListQuery,
  dictParentQuery,
  dictRecord,
  dictSubmit,
  dictTreeNode,
} from '../dict.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { pageOf } from '../paging.js';

const P = '/api/blade-system/dict';
/** Both dictionary screens read the same data. */
const READ = needsAnyOf('dict_horizontal', 'dict_vertical');
const codeQuery = z.object({ code: z.string().min(1).max(64) });

/** The dictionary screens (spec §7 Dictionary) and the look-ups every select and tag reads. */
export const dictApi = endpoints('dict', {
  list: endpoint({
    method: 'GET',
    path: `${P}/list`,
    access: READ,
    summary: 'Dictionaries and items, unpaged',
    query: dictListQuery,
    response: z.array(dictRecord),
  }),
  parentPage: endpoint({
    method: 'GET',
    path: `${P}/parent-list`,
    access: READ,
    summary: 'Dictionary codes, paged',
    query: dictParentQuery,
    response: pageOf(dictRecord),
  }),
  childPage: endpoint({
    method: 'GET',
    path: `${P}/child-list`,
    access: READ,
    summary: "A dictionary's items, paged",
    query: dictChildQuery,
    response: pageOf(dictRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: READ,
    summary: 'One dictionary or item',
    query: z.object({ id: idSchema }),
    response: dictRecord,
  }),
  tree: endpoint({
    method: 'GET',
    path: `${P}/tree`,
    access: READ,
    summary: 'code=DICT: every dictionary with its items; otherwise one dictionary',
    query: codeQuery,
    response: z.array(dictTreeNode),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${P}/submit`,
    access: needsAnyOf('dict_add', 'dict_edit'),
    summary: 'Add (no id) or update a dictionary or item',
    body: dictSubmit,
    response: dictRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('dict_delete'),
    summary: 'Delete dictionaries (with their items) or items; sealed ones are refused',
    query: idsQuery,
    response: z.number(),
  }),
  dictionary: endpoint({
    method: 'GET',
    path: `${P}/dictionary`,
    access: signedIn,
    summary: 'The items of a dictionary code (cached)',
    query: codeQuery,
    response: z.array(dictItem),
  }),
});
