import {
  Deleted,
  OperatorDetail,
  OperatorForm,
  OperatorIdForm,
  OperatorListItem,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assetFormParts, type RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readOperatorForm } from './logo-form.ts';
import type { OperatorsService } from './operators.service.ts';

const saveOperator = {
  summary: 'Adds (type POST) or edits (type PUT) an operator with its logo',
  body: OperatorForm,
  bodyType: 'multipart',
  parts: assetFormParts(['logo']),
  answer: OperatorDetail,
  failures: [404, 409, 413],
} satisfies RouteContract;
const listOperators = {
  summary: 'Lists the operators',
  answer: z.array(OperatorListItem),
} satisfies RouteContract;
const deleteOperator = {
  summary: 'Deletes an operator by id',
  body: OperatorIdForm,
  bodyType: 'form',
  answer: Deleted,
  failures: [404, 409],
} satisfies RouteContract;
const readOperator = {
  summary: 'Reads one operator by id',
  params: OperatorIdForm,
  answer: OperatorDetail,
  failures: [404],
} satisfies RouteContract;

/** SPEC §7 'Operators': SA adds, edits and deletes; SA and AM read them (an AM places users in them). */
export function operatorsRoutes(operators: OperatorsService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/operator/create',
      { config: { access: 'superAdmin', contract: saveOperator } },
      async (request) =>
        ok(
          await operators.save(requireCaller(request).user, await readOperatorForm(request, uploads, limits)),
        ),
    );

    app.get('/api/operator/get', { config: { access: 'users', contract: listOperators } }, async () =>
      ok(await operators.list()),
    );

    app.post(
      '/api/operator/delete',
      { config: { access: 'superAdmin', contract: deleteOperator } },
      async (request) =>
        ok(
          await operators.delete(requireCaller(request).user, validate(deleteOperator.body, request.body).id),
        ),
    );

    app.get('/api/operator/:id', { config: { access: 'users', contract: readOperator } }, async (request) =>
      ok(
        await operators.detail(requireCaller(request).user, validate(readOperator.params, request.params).id),
      ),
    );
  };
}
