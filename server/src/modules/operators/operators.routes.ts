import { OperatorForm, OperatorIdForm } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readOperatorForm } from './logo-form.ts';
import type { OperatorsService } from './operators.service.ts';

/** SPEC §7 'Operators': SA adds, edits and deletes; SA and AM read them (an AM places users in them). */
export function operatorsRoutes(operators: OperatorsService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/operator/create',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Adds (type POST) or edits (type PUT) an operator with its logo',
            body: OperatorForm,
            bodyType: 'multipart',
          },
        },
      },
      async (request) =>
        ok(
          await operators.save(requireCaller(request).user, await readOperatorForm(request, uploads, limits)),
        ),
    );

    app.get(
      '/api/operator/get',
      { config: { access: 'users', contract: { summary: 'Lists the operators' } } },
      async () => ok(await operators.list()),
    );

    app.post(
      '/api/operator/delete',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Deletes an operator by id', body: OperatorIdForm, bodyType: 'form' },
        },
      },
      async (request) =>
        ok(await operators.delete(requireCaller(request).user, validate(OperatorIdForm, request.body).id)),
    );

    app.get(
      '/api/operator/:id',
      { config: { access: 'users', contract: { summary: 'Reads one operator by id' } } },
      async (request) =>
        ok(await operators.detail(requireCaller(request).user, validate(OperatorIdForm, request.params).id)),
    );
  };
}
