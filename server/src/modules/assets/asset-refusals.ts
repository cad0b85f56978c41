import { PEOPLE_MESSAGES } from '@portal/domain';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';

/** The refusals the asset services share. */
export const conflict = (name: string) =>
  new HttpError(409, `There is already an item named '${name}' in this folder.`);
export const noSuchItem = () => notFound('There is no item with this id.');
export const noSuchFolder = () => notFound('There is no folder with this id.');
export const notAFolder = () => badRequest('The parent must be a folder.');
export const noSuchUser = () => notFound(PEOPLE_MESSAGES.noSuchUser);
